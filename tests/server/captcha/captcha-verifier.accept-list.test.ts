// The development and test verifier: exactly the tokens it was given pass.
import { describe, expect, it } from "vitest";
import { makeAcceptListCaptchaVerifier } from "../../../server/captcha/captcha-verifier.accept-list.ts";

describe("the test captcha verifier", () => {
  it("accepts the given tokens and refuses every other one", async () => {
    const verifier = makeAcceptListCaptchaVerifier(["a", "b"]);
    expect(await verifier.verify("a", null)).toEqual({ kind: "accepted" });
    expect(await verifier.verify("b", "127.0.0.1")).toEqual({ kind: "accepted" });
    expect(await verifier.verify("A", null)).toEqual({ kind: "refused", reasons: ["invalid-input-response"] });
    expect((await makeAcceptListCaptchaVerifier([]).verify("", null)).kind).toBe("refused");
  });
});

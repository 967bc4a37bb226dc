// Signed cookie values: a value verifies only under the name and secret it was signed with, unaltered.
import { describe, expect, it } from "vitest";
import { makeCookieSigner } from "../../../server/http/signed-cookie.ts";

const signer = makeCookieSigner("a-secret-of-at-least-thirty-two-characters");

describe("makeCookieSigner", () => {
  it("gives back the payload of a value it signed", () => {
    expect(signer.verify("claims-csrf", signer.sign("claims-csrf", "token-1"))).toBe("token-1");
    expect(signer.verify("claims-csrf", signer.sign("claims-csrf", "with.dots.inside"))).toBe("with.dots.inside");
  });

  it("refuses an altered payload or signature, another name, another secret and unsigned values", () => {
    const signed = signer.sign("claims-auth-standard", "payload");
    const [payload = "", signature = ""] = signed.split(".");
    expect(signer.verify("claims-auth-standard", `payloaX.${signature}`)).toBeNull();
    expect(signer.verify("claims-auth-standard", `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(signer.verify("claims-auth-lookup", signed)).toBeNull();
    expect(makeCookieSigner("another-secret-of-thirty-two-characters!").verify("claims-auth-standard", signed)).toBeNull();
    expect(signer.verify("claims-auth-standard", "payload")).toBeNull();
    expect(signer.verify("claims-auth-standard", "payload.")).toBeNull();
  });
});

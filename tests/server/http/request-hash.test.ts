// The request hash an idempotency key is held to: the same claim in any part order hashes the same, a
// new captcha token does not change it, and any change to the form, member, a part, a file or the key does.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ClassMember } from "../../../domain/case/claims-case.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { requestHash as keyedRequestHash } from "../../../server/http/submission/request-hash.ts";
import type { ReceivedFile } from "../../../server/uploads/multipart-reader.ts";

const IDENTITIES = makeMemberIdentities("k".repeat(32));
const MEMBERS: Readonly<Record<string, ClassMember>> = {
  "0.member": { credentials: { noticeId: "A-1", pin: "111111" }, formTypes: ["Standard"], prepopulatedData: [] },
  "1.member": { credentials: { noticeId: "A-2", pin: "222222" }, formTypes: ["Standard"], prepopulatedData: [] },
  m: { credentials: { noticeId: "A-3", pin: "333333" }, formTypes: ["Standard"], prepopulatedData: [] }
};
const requestHash = (formType: FormType, member: string, ...rest: [ReadonlyMap<string, string>, readonly ReceivedFile[]]): string =>
  keyedRequestHash(IDENTITIES, IDENTITIES.keyOf(MEMBERS[member] ?? MEMBERS["m"]!), formType, ...rest);

const texts = (entries: readonly (readonly [string, string])[]) => new Map(entries);
const file = (fileName: string, content: string): ReceivedFile => ({
  fileName,
  mediaType: "application/pdf",
  bytes: Buffer.from(content),
  sha256: createHash("sha256").update(content).digest("hex")
});

const base = requestHash("Standard", "0.member", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [file("a", "1"), file("b", "2")]);

describe("requestHash", () => {
  it("is the same in any part and file order, and whatever the captcha tokens", () => {
    const reordered = texts([["userPreferredCulture", "en"], ["reCaptchaResponse", "new-token"], ["signature", "{}"], ["captchaRawValue", "old"]]);
    expect(requestHash("Standard", "0.member", reordered, [file("b", "2"), file("a", "1")])).toBe(base);
  });

  it("changes with the form type, the member, a part, a file's content or name", () => {
    const variants = [
      requestHash("Automotive", "0.member", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [file("a", "1"), file("b", "2")]),
      requestHash("Standard", "1.member", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [file("a", "1"), file("b", "2")]),
      requestHash("Standard", "0.member", texts([["signature", "{}"], ["userPreferredCulture", "es"]]), [file("a", "1"), file("b", "2")]),
      requestHash("Standard", "0.member", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [file("a", "1"), file("b", "3")]),
      requestHash("Standard", "0.member", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [file("a", "1"), file("c", "2")])
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  it("is keyed: another member key gives another fingerprint of the same claim", () => {
    const other = keyedRequestHash(makeMemberIdentities("j".repeat(32)), IDENTITIES.keyOf(MEMBERS["0.member"]!), "Standard", texts([["signature", "{}"], ["userPreferredCulture", "en"]]), [
      file("a", "1"),
      file("b", "2")
    ]);
    expect(other).not.toBe(base);
  });

  it("cannot be fooled by moving bytes from one part into the next", () => {
    const left = requestHash("Standard", "m", texts([["a", "bc"], ["b", ""]]), []);
    const right = requestHash("Standard", "m", texts([["a", "b"], ["b", "c"]]), []);
    expect(left).not.toBe(right);
  });
});

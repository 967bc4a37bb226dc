// A sealed draft opens only under the same key, for the same form and member, and unchanged: every seal of
// the same text differs (a fresh nonce), a flipped byte or a truncated seal opens to nothing, and what was
// sealed for one purpose (a draft, an authorization's notice id) does not open for the other.
import { describe, expect, it } from "vitest";
import { makeDraftSealer } from "../../../server/drafts/draft-sealing.ts";

const KEY = "draft-key-for-this-test-0123456789abcdef";
const MEMBER = "m".repeat(43);
const TEXT = '{"lastName":"Lovelace","street":"12 Analytical Engine Row"}';

describe("draft sealing", () => {
  const sealer = makeDraftSealer(KEY);

  it("opens what it sealed, and seals the same text differently each time", () => {
    const first = sealer.seal("Standard", MEMBER, TEXT);
    const second = sealer.seal("Standard", MEMBER, TEXT);
    expect(sealer.open("Standard", MEMBER, first)).toBe(TEXT);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
    expect(Buffer.from(first).includes(Buffer.from("Lovelace"))).toBe(false);
  });

  it("opens nothing changed, cut short, of another form or member, or under another key", () => {
    const sealed = sealer.seal("Standard", MEMBER, TEXT);
    const flipped = Uint8Array.from(sealed);
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    expect(sealer.open("Standard", MEMBER, flipped)).toBeNull();
    expect(sealer.open("Standard", MEMBER, sealed.subarray(0, 20))).toBeNull();
    expect(sealer.open("Standard", MEMBER, new Uint8Array())).toBeNull();
    expect(sealer.open("Lookup", MEMBER, sealed)).toBeNull();
    expect(sealer.open("Standard", "n".repeat(43), sealed)).toBeNull();
    expect(makeDraftSealer(`${KEY}-rotated`).open("Standard", MEMBER, sealed)).toBeNull();
  });

  it("keeps its purposes apart: a draft's seal is no notice id, nor the other way round", () => {
    const notices = makeDraftSealer(KEY, "notice");
    const notice = notices.seal("Standard", MEMBER, "NWD-10000001");
    expect(notices.open("Standard", MEMBER, notice)).toBe("NWD-10000001");
    expect(sealer.open("Standard", MEMBER, notice)).toBeNull();
    expect(notices.open("Standard", MEMBER, sealer.seal("Standard", MEMBER, TEXT))).toBeNull();
  });
});

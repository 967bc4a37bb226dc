// A sealed draft opens only under the same key, for the same form and member, and unchanged: every seal of
// the same text differs (a fresh nonce), a flipped byte or a truncated seal opens to nothing.
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
});

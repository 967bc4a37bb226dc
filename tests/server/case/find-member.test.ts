import { beforeAll, describe, expect, it } from "vitest";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { findMember } from "../../../server/case/find-member.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import { DEMO_DIR } from "../../domain/case/case-copy.ts";

let demo: ClaimsCase;

beforeAll(async () => {
  demo = await loadCaseAt(DEMO_DIR);
});

const SAMPLES = [
  ["NWD-10000001", "482913", "Maria"],
  ["NWD-10000002", "730158", "James"],
  ["NWD-10000003", "205647", "Sofía"]
] as const;

describe("findMember in the demo case", () => {
  it.each(SAMPLES)("finds %s with PIN %s for Standard", (noticeId, pin, firstName) => {
    const member = findMember(demo, "Standard", { noticeId, pin });
    expect(member?.credentials).toEqual({ noticeId, pin });
    expect(member?.prepopulatedData[0]?.fields["firstName"]).toBe(firstName);
  });

  it("matches trimmed and case-insensitive, and ignores fields that are not credentials", () => {
    const member = findMember(demo, "Standard", { noticeId: "  nwd-10000002 ", pin: " 730158", captchaNote: "x" });
    expect(member?.credentials["noticeId"]).toBe("NWD-10000002");
    expect(findMember(demo, "Standard", { noticeId: "NWD-10000002", pin: 730158 })).toBe(member);
  });

  it("refuses a wrong PIN, a missing or blank credential and an unknown notice", () => {
    expect(findMember(demo, "Standard", { noticeId: "NWD-10000001", pin: "482914" })).toBeNull();
    expect(findMember(demo, "Standard", { noticeId: "NWD-10000001" })).toBeNull();
    expect(findMember(demo, "Standard", { noticeId: "NWD-10000001", pin: null })).toBeNull();
    expect(findMember(demo, "Standard", { noticeId: "NWD-10000001", pin: "  " })).toBeNull();
    expect(findMember(demo, "Standard", { noticeId: "NWD-99999999", pin: "482913" })).toBeNull();
    expect(findMember(demo, "Standard", {})).toBeNull();
  });

  it("finds a member only for the form types they may file", () => {
    const credentials = { noticeId: "NWD-10000002", pin: "730158" };
    expect(findMember(demo, "DocumentsUpload", credentials)).not.toBeNull();
    expect(findMember(demo, "Automotive", credentials)).toBeNull();
    expect(findMember(demo, "Automotive", { noticeId: "NWD-10000001", pin: "482913" })).not.toBeNull();
  });

  it("finds every member of the list by their own credentials", () => {
    const found = demo.members.filter((member) => findMember(demo, member.formTypes[0] ?? "Standard", member.credentials) === member);
    expect(found).toHaveLength(demo.members.length);
  });
});

describe("findMember at scale", () => {
  it("answers 20,000 look-ups among 100,000 members quickly, through its index", () => {
    const members: ClassMember[] = Array.from({ length: 100_000 }, (_, index) => ({
      credentials: { noticeId: `ID-${String(index)}`, pin: String(index % 997) },
      formTypes: ["Standard"],
      prepopulatedData: []
    }));
    const large: ClaimsCase = { ...demo, members };
    const started = performance.now();
    let hits = 0;
    for (let round = 0; round < 20_000; round += 1) {
      const index = (round * 7919) % members.length;
      if (findMember(large, "Standard", { noticeId: `id-${String(index)}`, pin: String(index % 997) }) === members[index]) hits += 1;
    }
    expect(hits).toBe(20_000);
    // A linear scan would take tens of seconds here; the index answers in milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

// Finding a member by the credentials sent: hashed into a member key and looked up in the roster, for the
// form types the member may file. The demo's members.json in memory here; the imported roster is the same
// port (tests/server/store/roster-import.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { findMember } from "../../../server/case/find-member.ts";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import type { MemberRoster } from "../../../server/store/member-roster.port.ts";
import { memoryRoster } from "../../../server/store/member-roster.memory.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import { DEMO_DIR } from "../../domain/case/case-copy.ts";

const identities = makeMemberIdentities("member-key-for-tests-0123456789abcdef");
let demo: ClaimsCase;
let roster: MemberRoster;

beforeAll(async () => {
  demo = await loadCaseAt(DEMO_DIR);
  roster = memoryRoster(demo.members, identities.keyOf);
});

const find = (formType: Parameters<typeof findMember>[2], credentials: Parameters<typeof findMember>[3]) =>
  findMember(roster, identities, formType, credentials);

const SAMPLES = [
  ["NWD-10000001", "482913", "Maria"],
  ["NWD-10000002", "730158", "James"],
  ["NWD-10000003", "205647", "Sofía"]
] as const;

describe("findMember in the demo case", () => {
  it.each(SAMPLES)("finds %s with PIN %s for Standard", async (noticeId, pin, firstName) => {
    const member = await find("Standard", { noticeId, pin });
    expect(member?.key).toBe(identities.keyOfSent(["noticeId", "pin"], { noticeId, pin }));
    expect(member?.prepopulatedData[0]?.fields["firstName"]).toBe(firstName);
  });

  it("matches trimmed and case-insensitive, and ignores fields that are not credentials", async () => {
    const member = await find("Standard", { noticeId: "  nwd-10000002 ", pin: " 730158", captchaNote: "x" });
    expect(member?.prepopulatedData[0]?.fields["firstName"]).toBe("James");
    expect((await find("Standard", { noticeId: "NWD-10000002", pin: 730158 }))?.key).toBe(member?.key);
  });

  it("refuses a wrong PIN, a missing or blank credential and an unknown notice", async () => {
    expect(await find("Standard", { noticeId: "NWD-10000001", pin: "482914" })).toBeNull();
    expect(await find("Standard", { noticeId: "NWD-10000001" })).toBeNull();
    expect(await find("Standard", { noticeId: "NWD-10000001", pin: null })).toBeNull();
    expect(await find("Standard", { noticeId: "NWD-10000001", pin: "  " })).toBeNull();
    expect(await find("Standard", { noticeId: "NWD-99999999", pin: "482913" })).toBeNull();
    expect(await find("Standard", {})).toBeNull();
  });

  it("finds a member only for the form types they may file", async () => {
    const credentials = { noticeId: "NWD-10000002", pin: "730158" };
    expect(await find("DocumentsUpload", credentials)).not.toBeNull();
    expect(await find("Automotive", credentials)).toBeNull();
    expect(await find("Automotive", { noticeId: "NWD-10000001", pin: "482913" })).not.toBeNull();
  });

  it("finds every member of the list by their own credentials, each under their own key", async () => {
    const keys = await Promise.all(demo.members.map(async (member) => (await find(member.formTypes[0] ?? "Standard", member.credentials))?.key));
    expect(keys).toEqual(demo.members.map((member) => identities.keyOf(member)));
    expect(new Set(keys).size).toBe(demo.members.length);
    expect(roster).toMatchObject({ source: "members.json", credentialFields: ["noticeId", "pin"], size: demo.members.length });
  });

  it("finds each of 100,000 members by their credentials", async () => {
    const members: ClassMember[] = Array.from({ length: 100_000 }, (_, index) => ({
      credentials: { noticeId: `ID-${String(index)}`, pin: String(index % 997) },
      formTypes: ["Standard"],
      prepopulatedData: [{ fields: { firstName: `Member ${String(index)}` } }]
    }));
    const large = memoryRoster(members, identities.keyOf);
    let hits = 0;
    for (let round = 0; round < 2_000; round += 1) {
      const index = (round * 7919) % members.length;
      const found = await findMember(large, identities, "Standard", { noticeId: `id-${String(index)}`, pin: String(index % 997) });
      if (found?.prepopulatedData[0]?.fields["firstName"] === `Member ${String(index)}`) hits += 1;
    }
    expect(hits).toBe(2_000);
  });
});

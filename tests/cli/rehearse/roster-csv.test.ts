// The roster CSV shared with `claims members import`: RFC 4180 quoting, CRLF or LF, columns in any order,
// empty cells as no value, `|`-separated form types; what is written reads back the same, and a malformed
// file is refused with where.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freshRoster } from "../../../cli/rehearse/fresh-members.ts";
import { membersJsonOf } from "../../../cli/rehearse/rehearsal-case.ts";
import { parseCsv, readRoster, RosterError, writeRoster } from "../../../cli/rehearse/roster-csv.ts";

describe("the roster CSV", () => {
  it("reads quoted fields, doubled quotes, LF and CRLF, columns in any order and empty cells as no value", () => {
    const text =
      'prepopulated.lastName,credentials.pin,formTypes,credentials.noticeId,prepopulated.mailingStreetLine1,walletEmail\n' +
      '"O\'Brien, ""Jr""",012345,Standard|DocumentsUpload,NWD-90000001,"12 Oak St\r\nUnit 4",\r\n' +
      "Kim,999999,,NWD-90000002,,kim@example.com\r\n";
    const roster = readRoster(text);
    expect(roster.credentialFields).toEqual(["pin", "noticeId"]);
    expect(roster.prepopulatedFields).toEqual(["lastName", "mailingStreetLine1"]);
    expect(roster.members).toEqual([
      {
        credentials: { pin: "012345", noticeId: "NWD-90000001" },
        prepopulated: { lastName: 'O\'Brien, "Jr"', mailingStreetLine1: "12 Oak St\r\nUnit 4" },
        formTypes: ["Standard", "DocumentsUpload"],
        walletEmail: null
      },
      { credentials: { pin: "999999", noticeId: "NWD-90000002" }, prepopulated: { lastName: "Kim", mailingStreetLine1: null }, formTypes: null, walletEmail: "kim@example.com" }
    ]);
  });

  it("writes what it reads back: a fresh roster, and any text in any cell", () => {
    const roster = freshRoster(50);
    expect(readRoster(writeRoster(roster))).toEqual(roster);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (name, street) => {
        const one = { credentialFields: ["noticeId"], prepopulatedFields: ["firstName", "street"], members: [{ credentials: { noticeId: "N" }, prepopulated: { firstName: name, street }, formTypes: null, walletEmail: null }] };
        expect(readRoster(writeRoster(one))).toEqual(one);
      }),
      { numRuns: 1000 }
    );
  });

  it("refuses a file without a header, an unknown column, a short record and an unclosed quote", () => {
    expect(() => readRoster("")).toThrow(RosterError);
    expect(() => readRoster("credentials.noticeId,pin\nA,1\n")).toThrow(/unknown columns "pin"/);
    expect(() => readRoster("credentials.noticeId,credentials.pin\nA\n")).toThrow(/record 2: 1 fields where the header has 2/);
    expect(() => parseCsv('a,"b\n')).toThrow(/not closed/i);
  });

  it("makes fresh members who may all file DocumentsUpload, with distinct notice ids of the demo's shape, into members.json", () => {
    const roster = freshRoster(300);
    const ids = roster.members.map((member) => member.credentials["noticeId"] ?? "");
    expect(new Set(ids).size).toBe(300);
    expect(ids.every((id) => /^NWD-9[0-9]{7}$/.test(id))).toBe(true);
    expect(roster.members.every((member) => member.formTypes?.includes("DocumentsUpload") === true && /^[0-9]{6}$/.test(member.credentials["pin"] ?? ""))).toBe(true);
    const json = JSON.parse(membersJsonOf(roster, ["Standard"])) as { credentialFields: string[]; members: { credentials: string[]; prepopulated: (string | null)[] }[] };
    expect(json.credentialFields).toEqual(["noticeId", "pin"]);
    expect(json.members[0]?.credentials).toEqual([roster.members[0]?.credentials["noticeId"], roster.members[0]?.credentials["pin"]]);
    expect(json.members[0]?.prepopulated[0]).toBe(roster.members[0]?.prepopulated["firstName"]);
  });
});

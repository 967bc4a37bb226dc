// The CSV export's cells: text as it is; lists joined by "; "; other values as JSON; nothing at all for null;
// and a cell a spreadsheet would run as a formula kept as text by a leading apostrophe, unless it is a plain
// number. The header and a row are quoted where RFC 4180 needs it; an instant reads in the case's zone.
import { describe, expect, it } from "vitest";
import { cellText, claimsCsv } from "../../../server/export/claims-csv.ts";
import type { StoredClaim } from "../../../server/store/claim-store.port.ts";

describe("a CSV export's cell", () => {
  it("keeps text, joins lists, writes other values as JSON and null as nothing", () => {
    expect(cellText("Ana Nuñez")).toBe("Ana Nuñez");
    expect(cellText(["01/02/2025", "03/04/2025"])).toBe("01/02/2025; 03/04/2025");
    expect(cellText(true)).toBe("true");
    expect(cellText(12.5)).toBe("12.5");
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(null)).toBe("");
  });

  it("keeps a would-be formula as text, but not a plain number", () => {
    for (const formula of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(cellText(formula)).toBe(`'${formula}`);
    for (const number of ["-12", "+3.5", "42"]) expect(cellText(number)).toBe(number);
  });

  it("writes a header and rows, quoting commas, quotes and line breaks", () => {
    const claim = { referenceCode: "ABCDEFGHJK", receivedAt: new Date("2026-12-02T03:04:05Z") } as StoredClaim;
    const csv = claimsCsv(
      [
        { name: "referenceCode", value: (parts) => parts.claim.referenceCode },
        { name: "filedAtLocal", value: (parts) => parts.filedAtLocal },
        { name: "answer", value: () => 'a "quoted", two-line\nanswer' }
      ],
      "America/Los_Angeles"
    );
    expect(csv.header).toBe("referenceCode,filedAtLocal,answer\r\n");
    expect(csv.row(claim)).toBe('ABCDEFGHJK,2026-12-01T19:04:05-08:00,"a ""quoted"", two-line\nanswer"\r\n');
    // Summer time, and the zone of UTC itself.
    expect(claimsCsv([{ name: "at", value: (parts) => parts.filedAtLocal }], "America/Los_Angeles").row({ ...claim, receivedAt: new Date("2026-07-01T12:00:00Z") })).toBe("2026-07-01T05:00:00-07:00\r\n");
    expect(claimsCsv([{ name: "at", value: (parts) => parts.filedAtLocal }], "UTC").row(claim)).toBe("2026-12-02T03:04:05Z\r\n");
  });
});

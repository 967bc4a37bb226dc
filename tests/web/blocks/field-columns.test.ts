// How many of the 12 columns each field takes: the name input's styles (first/middle initial/last 5-2-5,
// first/last 6-6) and the full row for everything else, the address block included.
import { describe, expect, it } from "vitest";
import { GRID_COLUMNS, MOBILE_CUTOFF_PX, fieldColumns, nameStyleOf } from "../../../web/blocks/field-columns.ts";

const ADDRESS = ["mailingStreetLine1", "mailingStreetLine2", "mailingCity", "mailingSubDivision", "mailingPostalCode", "mailingCountry"];

describe("field columns", () => {
  it("lays a grid of 12 columns, stacked under the 768 px mobile cutoff", () => {
    expect(GRID_COLUMNS).toBe(12);
    expect(MOBILE_CUTOFF_PX).toBe(768);
  });

  it("sizes first name, middle initial and last name 5, 2 and 5 when the model has a middle initial", () => {
    const keys = ["firstName", "middleInitial", "lastName", ...ADDRESS];
    const span = fieldColumns(keys);
    expect(nameStyleOf(keys)).toBe("firstMiddleInitialLast");
    expect(["firstName", "middleInitial", "lastName"].map(span)).toEqual([5, 2, 5]);
  });

  it("sizes first and last name 6 and 6 without a middle initial", () => {
    const keys = ["lastName", "email", "firstName"];
    expect(nameStyleOf(keys)).toBe("firstLast");
    expect(["firstName", "lastName", "email"].map(fieldColumns(keys))).toEqual([6, 6, 12]);
  });

  it("gives every field the full row in the default style (no first and last name pair)", () => {
    const keys = ["firstName", "middleInitial", "email"];
    expect(nameStyleOf(keys)).toBe("default");
    expect(keys.map(fieldColumns(keys))).toEqual([12, 12, 12]);
    expect(nameStyleOf([])).toBe("default");
  });

  it("gives the address fields, and any other field, the full 12 columns", () => {
    const keys = ["firstName", "middleInitial", "lastName", ...ADDRESS, "productType"];
    const span = fieldColumns(keys);
    for (const key of [...ADDRESS, "productType", "mailingSubDivisionNonUS"]) expect(span(key)).toBe(GRID_COLUMNS);
  });
});

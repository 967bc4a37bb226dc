// Where a case problem's JSON path sits in its file's text: keys of members, first characters of elements.
import { describe, expect, it } from "vitest";
import { pathSegments, positionInJson } from "../../../domain/case/json-position.ts";

const FORMS = `[
  {
    "metadataHash": "a",
    "fields": [
      {"key": "first", "label": "A \\"quoted\\" [label]"},
      {
        "key": "second",
        "validations": [{"type": "requiredIf", "params": {"field": "mailingCountyr", "value": "US"}}]
      }
    ]
  }
]
`;

describe("positionInJson", () => {
  it("finds a member's key deep inside arrays and objects", () => {
    expect(positionInJson(FORMS, "[0].fields[1].validations[0].params.field")).toEqual({ line: 8, column: 59 });
    expect(positionInJson(FORMS, "[0].fields[1].key")).toEqual({ line: 7, column: 9 });
    expect(positionInJson(FORMS, "[0].metadataHash")).toEqual({ line: 3, column: 5 });
  });

  it("finds an element's first character, past strings holding brackets and escaped quotes", () => {
    expect(positionInJson(FORMS, "[0].fields[1]")).toEqual({ line: 6, column: 7 });
    expect(positionInJson(FORMS, "[0].fields[0]")).toEqual({ line: 5, column: 7 });
  });

  it("gives the file's start for an empty path, and null for a place the text does not have", () => {
    expect(positionInJson(FORMS, "")).toEqual({ line: 1, column: 1 });
    expect(positionInJson(FORMS, "[0].fields[5]")).toBeNull();
    expect(positionInJson(FORMS, "[0].nothing")).toBeNull();
    expect(positionInJson(FORMS, "[0].metadataHash.deeper")).toBeNull();
    expect(positionInJson('{"trackedFields": ["a", "b"]}', "trackedFields[1]")).toEqual({ line: 1, column: 25 });
  });
});

describe("pathSegments", () => {
  it("reads names and indexes as formatPath writes them", () => {
    expect(pathSegments("[2].fields[0].params.field")).toEqual([2, "fields", 0, "params", "field"]);
    expect(pathSegments("trackedFields[0]")).toEqual(["trackedFields", 0]);
    expect(pathSegments("")).toEqual([]);
  });
});

describe("positionInJson on text it must not be misled by", () => {
  it("skips values nested deeper than any stack would allow", () => {
    const deep = `{"deep": ${"[".repeat(200_000)}${"]".repeat(200_000)}, "after": 1}`;
    expect(positionInJson(deep, "after")).toEqual({ line: 1, column: 400_012 });
  });

  it("gives the last of duplicate keys, as JSON.parse keeps it", () => {
    expect(positionInJson('{"a": 1, "a": 2}', "a")).toEqual({ line: 1, column: 10 });
  });

  it("ends, with null, on text that is not JSON", () => {
    expect(positionInJson('[{"a":1]}, {"b":2}]', "[1].b")).toBeNull();
    expect(positionInJson('{"a" 1 "b": 2}', "b")).toBeNull();
  });
});

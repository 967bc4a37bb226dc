import { afterAll, describe, expect, it } from "vitest";
import { copyDemo, editJson, removeCopies, removeFile } from "../../domain/case/case-copy.ts";
import { NO_MEMBERS_WARNING } from "../../../cli/lint/missing-members.ts";
import { type JsonFinding, lintJson, placesOf } from "./run-lint.ts";

type Json = Record<string, unknown>;
interface Condition extends Json {
  field: string;
}
interface Field extends Json {
  key: string;
  validations?: Json[];
  dependencies?: { conditions: Condition[] } & Json;
}
interface Item {
  metadataHash: string;
  metadata: Record<string, string>;
  fields: Field[];
}
type Content = { key: string; value: string }[];

afterAll(removeCopies);

const brokenDemo = async (file: string, change: (value: never) => void): Promise<string> => {
  const dir = await copyDemo();
  await editJson(dir, file, change);
  return dir;
};

const only = (findings: readonly JsonFinding[], severity: string): readonly JsonFinding[] =>
  findings.filter((found) => found.severity === severity);

describe("claims lint reports what the server's loader refuses, as errors", () => {
  it("a bad site.json value", async () => {
    const dir = await brokenDemo("site.json", (site: Json) => {
      (site["rateLimits"] as Json)["windowSeconds"] = 0;
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([["site.json", "rateLimits.windowSeconds"]]);
    expect(findings[0]?.severity).toBe("error");
  });

  it("a tracked field that is a credentials field, or no field of the forms", async () => {
    const dir = await brokenDemo("site.json", (site: Json) => {
      site["trackedFields"] = ["howHeard", "pin", "retailerNmae"];
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings.map(({ file, path, problem }) => [file, path, problem])).toEqual([
      ["site.json", "trackedFields[1]", '"pin" is a credentials field; credentials are never tracked'],
      ["site.json", "trackedFields[2]", '"retailerNmae" is no field of the case\'s forms']
    ]);
  });

  it("a case without members: a warning, since a roster imported into the store may hold them", async () => {
    const dir = await copyDemo();
    await removeFile(dir, "members.json");
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(0);
    expect(findings).toEqual([{ severity: "warning", file: "members.json", path: "", problem: NO_MEMBERS_WARNING }]);
    const empty = await brokenDemo("members.json", (members: { members: unknown[] }) => {
      members.members = [];
    });
    expect((await lintJson(empty)).findings.map((found) => [found.severity, found.file, found.problem])).toEqual([["warning", "members.json", NO_MEMBERS_WARNING]]);
  });

  it("a missing content file of an enabled culture", async () => {
    const dir = await copyDemo();
    await removeFile(dir, "content/es.json");
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings).toEqual([{ severity: "error", file: "content/es.json", path: "", problem: "the file is missing" }]);
  });

  it("a forms file problem: a metadataHash used twice", async () => {
    const dir = await brokenDemo("forms/lookup.json", (items: Item[]) => {
      items[0]!.metadataHash = "nwd-standard-credentials";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([["forms/lookup.json", "[0].metadataHash"]]);
  });
});

describe("claims lint's checks, each on a copy of the demo broken in one way", () => {
  it("1. unknown validation types and mask names, per field and per condition", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[1]!.validations = [{ type: "requiredWhenSunny" }];
      items[1]!.fields[5]!["maskName"] = "ZIPPY";
      items[1]!.fields[13]!.dependencies!.conditions[1]!["maskName"] = "GLOBAL_PHONE";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[1].fields[5].maskName"],
      ["forms/standard.json", "[1].fields[13].dependencies.conditions[1].maskName"],
      ["forms/standard.json", "[2].fields[1].validations[0]"]
    ]);
    expect(findings[0]?.problem).toBe('Unknown input mask type "ZIPPY".');
    expect(findings[2]?.problem).toBe('Field "modelNumber": unknown validation type "requiredWhenSunny"');
  });

  it("1b. format validators with params they do not take or bounds the wrong way round", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[1]!.validations = [{ type: "numericBetween", params: { min: 5, max: 1 } }];
      items[1]!.fields[0]!.validations = [{ type: "alphabetic", params: { scripts: "latin" } }];
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[1].fields[0].validations[0]"],
      ["forms/standard.json", "[2].fields[1].validations[0]"]
    ]);
    expect(findings[0]?.problem).toBe('Field "firstName", validation "alphabetic": invalid params: takes no params, got scripts');
    expect(findings[1]?.problem).toBe('Field "modelNumber", validation "numericBetween": params.min (5) is above params.max (1)');
  });

  it("1c. date pickers that cannot work: an unknown view, a day that does not exist, days or day rules on a month or year picker, a month under the day mask, a picker on a text field, a picker offering no day", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[3]!["datePicker"] = { view: "week" };
      items[2]!.fields[10]!["datePicker"] = { disabledDates: ["2/30/2024"] };
      items[2]!.fields[12]!["datePicker"] = { view: "month", disabledWeekdays: [0] };
      items[2]!.fields[1]!["datePicker"] = {};
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([["forms/standard.json", "[2].fields[3].datePicker.view"]]);
    expect(findings[0]?.problem).toContain('"month"');

    // With the view known, the rest are found as the fields compile.
    const second = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[3]!["datePicker"] = { view: "month" };
      items[2]!.fields[10]!["datePicker"] = { view: "year" };
      delete items[2]!.fields[10]!["maskName"];
      items[2]!.fields[12]!["datePicker"] = { disabledDates: ["2/30/2024"] };
      items[2]!.fields[1]!["datePicker"] = {};
    });
    const found = await lintJson(second);
    expect(found.code).toBe(1);
    expect(found.findings.map(({ path, problem }) => [path, problem])).toEqual([
      ["[2].fields[1].datePicker", 'Field "modelNumber": datePicker belongs to a date field (control "date"), not "text"'],
      ["[2].fields[3].datePicker", `Field "purchaseDate": a month picker's answers (MM/yyyy) do not fit the mask SLASH_DELIMITED_FULL_DATE`],
      ["[2].fields[10].datePicker", `Field "firstProblemDate": a year picker's answers (yyyy) are no days: validations[1] "validDate" reads days; leave it out`],
      ["[2].fields[12].datePicker", 'Field "repairDate": datePicker.disabledDates[0] "2/30/2024" is not a real date']
    ]);

    // Days on a month picker, and a picker that offers no day.
    const third = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[12]!["datePicker"] = { view: "month", disabledWeekdays: [0] };
      delete items[2]!.fields[12]!["maskName"];
      items[2]!.fields[12]!.validations = [];
      items[2]!.fields[10]!["datePicker"] = { disabledWeekdays: [0, 1, 2, 3, 4, 5, 6] };
    });
    expect((await lintJson(third)).findings.map(({ path, problem }) => [path, problem])).toEqual([
      ["[2].fields[10].datePicker", 'Field "firstProblemDate": datePicker.disabledWeekdays disables every weekday: the calendar would offer no day'],
      ["[2].fields[12].datePicker", 'Field "repairDate": a month picker offers no single days: disabledDates, disabledWeekdays and allowedDates belong to a day picker']
    ]);
  });

  it("1c2. date pickers taking a list that cannot work: an unknown selection, options of another selection, crossed bounds, a fixed end not offered, one value where a date array is required", async () => {
    const unknown = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[19]!["datePicker"] = { selection: "ranges" };
    });
    const first = await lintJson(unknown);
    expect(first.code).toBe(1);
    expect(placesOf(first.findings)).toEqual([["forms/standard.json", "[2].fields[19].datePicker.selection"]]);
    expect(first.findings[0]?.problem).toContain('"range"');

    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[19]!["datePicker"] = { selection: "range", minRangeDays: 9, maxRangeDays: 3 };
      items[2]!.fields[20]!["datePicker"] = { selection: "multiple", fixedEnd: "7/4/2024" };
      items[2]!.fields[17]!["datePicker"] = { view: "month", selection: "week" };
      items[2]!.fields[12]!["datePicker"] = { selection: "range", fixedEnd: "7/7/2024", disabledWeekdays: [0] };
      items[2]!.fields[10]!["datePicker"] = { selection: "week" };
      items[2]!.fields[10]!["defaultValue"] = "7/1/2024";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings.map(({ path, problem }) => [path, problem])).toEqual([
      ["[2].fields[10]", 'Field "firstProblemDate": a date array is required for a week date model: defaultValue gives one value; leave it out'],
      ["[2].fields[12].datePicker", 'Field "repairDate": datePicker.fixedEnd "7/7/2024" is a day the calendar does not offer (outside the range rule, or disabled)'],
      ["[2].fields[17].datePicker", 'Field "installationMonth": a month picker takes one month: selection "week" belongs to a day picker'],
      ["[2].fields[19].datePicker", 'Field "ownershipPeriod": datePicker.minRangeDays (9) is more than datePicker.maxRangeDays (3): no range would do'],
      ["[2].fields[20].datePicker", 'Field "serviceVisitDates": datePicker.fixedEnd belongs to a range (selection "range"), not "multiple"']
    ]);
  });

  it("1d. a userConfirmsNone rule naming no record list of its form, and one without its list", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[2]!.fields[8]!.validations = [{ type: "userConfirmsNone", params: { list: "nwd-standard-dokuments" } }];
      items[2]!.fields[9]!.validations = [{ type: "userConfirmsNone" }];
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[2].fields[9].validations[0]"],
      ["forms/standard.json", "[2].fields[8].validations[0].params.list"]
    ]);
    expect(findings[0]?.problem).toContain('Field "problemNoise", validation "userConfirmsNone": invalid params: params.list:');
    expect(findings[1]?.problem).toMatch(/^"nwd-standard-dokuments" is no record list of the Standard form; its lists \(record templates' metadataHash\): \S+/);
  });

  it("2. a dependency on a file field, and dependencies on a file field itself", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[4]!.fields[5]!.dependencies = { conditions: [{ field: "documentFile", hasValue: true }] };
      items[4]!.fields[0]!.dependencies = { conditions: [{ field: "documentType", hasValue: true }] };
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[4].fields[0].dependencies"],
      ["forms/standard.json", "[4].fields[5].dependencies.conditions[0].field"]
    ]);
    expect(findings[1]?.problem).toBe(
      'field "documentDescription" depends on "documentFile", a file field: dependencies on a file field are unsupported'
    );
  });

  it("2. a dependency on a file field of another model, named by its dtoMapping", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[5]!.fields[2]!.dependencies = { conditions: [{ field: "documentFile", model: "DocumentContexts", hasValue: true }] };
    });
    const { findings } = await lintJson(dir);
    // The documents are a list, which no condition can read (the reference check), and the field is a file.
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[5].fields[2].dependencies.conditions[0].model"],
      ["forms/standard.json", "[5].fields[2].dependencies.conditions[0].field"]
    ]);
  });

  it("3. two conditions that can both be met and set different masks; not two that exclude each other", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      const conditions = items[1]!.fields[13]!.dependencies!.conditions;
      // equals US and notEquals US never hold together: no finding for these two.
      conditions[0]!["maskName"] = "USA_PHONE_NUMBER";
      conditions.push({ field: "mailingCountry", equals: ["CA", "MX"], maskName: "USA_PHONE_NUMBER" });
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings).toEqual([
      {
        severity: "error",
        file: "forms/standard.json",
        path: "[1].fields[13].dependencies.conditions[2].maskName",
        line: 416,
        column: 15,
        problem:
          'field "phone": conditions[1] (mask "INTERNATIONAL_PHONE_NUMBER") and conditions[2] (mask "USA_PHONE_NUMBER") ' +
          'are both met when "mailingCountry" is "CA", so its input mask is ambiguous'
      }
    ]);
  });

  it("3. conditions on different fields can always both be met; a pattern that cannot be settled is a warning", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      const conditions = items[1]!.fields[13]!.dependencies!.conditions;
      conditions.push({ field: "contactPreference", equals: ["Phone"], maskName: "USA_PHONE_NUMBER" });
      items[1]!.fields[7]!.dependencies!.conditions.push(
        { field: "mailingPostalCode", matches: "^9", maskName: "ZIP_CODE" },
        { field: "mailingPostalCode", matches: "^9[0-4]", maskName: "ZIP_CODE_NON_US" }
      );
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(only(findings, "error").map((found) => found.path)).toEqual(["[1].fields[13].dependencies.conditions[2].maskName"]);
    expect(only(findings, "error")[0]?.problem).toContain('they read different fields ("mailingCountry" and "contactPreference")');
    const warnings = only(findings, "warning");
    expect(placesOf(warnings)).toEqual([["forms/standard.json", expect.stringMatching(/^\[1\]\.fields\[7\]\.dependencies\.conditions\[\d\]\.maskName$/)]]);
    expect(warnings[0]?.problem).toContain("a pattern decides");
  });

  it("4. a localization key the forms use but an enabled culture's content lacks", async () => {
    const dir = await brokenDemo("content/es.json", (items: Content) => {
      items.splice(items.findIndex((item) => item.key === "LocKey_Label_Phone"), 1);
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[1].fields[13].label"],
      ["forms/automotive.json", "[1].fields[13].label"]
    ]);
    expect(findings[0]?.problem).toBe('"LocKey_Label_Phone" is missing from content/es.json');
  });

  it("4. an option label's key missing from en", async () => {
    const dir = await copyDemo();
    await editJson<Item[]>(dir, "forms/lookup.json", (items) => {
      items[0]!.fields[1]!["options"] = [{ value: "a", label: "LocKey_Option_Nowhere" }];
    });
    const { findings } = await lintJson(dir);
    expect(findings).toContainEqual(
      expect.objectContaining({
        severity: "error",
        file: "forms/lookup.json",
        path: "[0].fields[1].options[0].label",
        problem: '"LocKey_Option_Nowhere" is missing from content/en.json'
      })
    );
  });

  it("5. content with p, li, ul or ol tags", async () => {
    const dir = await brokenDemo("content/en.json", (items: Content) => {
      items[3]!.value = "<ol><li>Home</li></ol>";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([["content/en.json", "[3].value"]]);
    expect(findings[0]?.problem).toContain("must not contain li, ul, or ol html tags");
  });

  it("6. a model on a page that is not in its form's sequence (Standard without the optional pages)", async () => {
    const dir = await brokenDemo("site.json", (site: Json) => {
      site["standardWithOptionalPages"] = false;
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[3].metadata.page"],
      ["forms/standard.json", "[4].metadata.page"],
      ["forms/standard.json", "[6].metadata.page"]
    ]);
    expect(findings[0]?.problem).toMatch(/^"PaymentElection" is not a page of the Standard form/);
  });

  it("6. a model on an optional page the case does not offer is passed by: a warning, exit 0", async () => {
    const dir = await brokenDemo("site.json", (site: Json) => {
      site["optionalPages"] = ["payment-election"];
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(0);
    const passedBy =
      'the Standard form passes page "supportingDocuments" (/standard/supporting-documents) by, since site.json optionalPages ' +
      "does not list it, so no claimant sees this model";
    // The documents list, and the "I have no documents to send" model beside it.
    expect(findings).toEqual([
      { severity: "warning", file: "forms/standard.json", path: "[4].metadata.page", line: 466, column: 52, problem: passedBy },
      { severity: "warning", file: "forms/standard.json", path: "[6].metadata.page", line: 533, column: 52, problem: passedBy }
    ]);
  });

  it("7. a deadline that does not parse", async () => {
    const dir = await brokenDemo("deadlines.json", (deadlines: { en: { deadlines: Record<string, Json> } }) => {
      deadlines.en.deadlines["lookupFilingDeadline"] = { deadlineDateTime: "31.12.2099" };
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([["deadlines.json", "en.deadlines.lookupFilingDeadline.deadlineDateTime"]]);
  });

  it("7. a deadline in the past, against the clock the command is given and against --now", async () => {
    const dir = await brokenDemo("deadlines.json", (deadlines: { en: { deadlines: Record<string, Json> } }) => {
      deadlines.en.deadlines["claimFilingDeadline"] = { deadlineDateTime: "01/15/2026 05:00:00 PM" };
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(findings).toEqual([
      {
        severity: "error",
        file: "deadlines.json",
        path: "en.deadlines.claimFilingDeadline.deadlineDateTime",
        line: 9,
        column: 9,
        problem:
          "claimFilingDeadline passed at 2026-01-16T01:00:00Z (America/Los_Angeles), before 2026-11-21T20:00:00Z: " +
          "claimants would be sent to the deadline page"
      }
    ]);
    const earlier = await lintJson(dir, "--now", "2026-01-15T12:00:00Z");
    expect(earlier).toEqual({ code: 0, findings: [] });
    const later = await lintJson(dir, "--now", "2100-01-02T00:00:00Z");
    expect(later.findings.map((found) => found.path.split(".")[2])).toEqual([
      "globalDeadline",
      "claimFilingDeadline",
      "automotiveFilingDeadline",
      "lookupFilingDeadline",
      "documentsUploadFilingDeadline"
    ]);
  });

  it("8. regular expressions that do not compile, in a validation and in a dependency", async () => {
    const dir = await brokenDemo("forms/automotive.json", (items: Item[]) => {
      items[0]!.fields[1]!.validations = [{ type: "regularExpression", params: { pattern: "[0-9" } }];
      items[1]!.fields[13]!.dependencies!.conditions[0]!["matches"] = "(US";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/automotive.json", "[0].fields[1].validations[0]"],
      ["forms/automotive.json", "[1].fields[13].dependencies.conditions[0].matches"]
    ]);
    expect(findings[1]?.problem).toBe(
      'The dependencies of field "phone" use an invalid regular expression: the pattern /(US/ does not compile (error parsing regexp: missing closing ): `(US`).'
    );
  });

  it("8b. patterns that compile but cannot be matched in linear time, in a validation and in a dependency", async () => {
    const dir = await brokenDemo("forms/standard.json", (items: Item[]) => {
      items[0]!.fields[1]!.validations = [{ type: "regularExpression", params: { pattern: "(a|aa)+(?=b)" } }];
      items[1]!.fields[13]!.dependencies!.conditions[0]!["matches"] = "(\\w)\\1";
    });
    const { code, findings } = await lintJson(dir);
    expect(code).toBe(1);
    expect(placesOf(findings)).toEqual([
      ["forms/standard.json", "[0].fields[1].validations[0]"],
      ["forms/standard.json", "[1].fields[13].dependencies.conditions[0].matches"]
    ]);
    expect(findings[0]?.problem).toMatch(/the pattern \/\(a\|aa\)\+\(\?=b\)\/ is not safe: it cannot be matched in linear time/);
    expect(findings[1]?.problem).toMatch(/the pattern \/\(\\w\)\\1\/ is not safe: it cannot be matched in linear time/);
  });
});

// A date field that takes a list of dates (a range, several days, a week), judged through the rule registry
// and the field bounds as the browser and the server judge it: the range's steps (none, start only, start
// and end), its order, fixed end, length and disabled days inside; the multi-date's repeats and limit; the
// week's whole Monday to Sunday; the configured rules on every day; and the configurations that cannot work.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { DatePickerOptions } from "../../../../domain/forms/date-picker-options.schema.ts";
import { dateListText } from "../../../../domain/forms/date-selection.ts";
import type { FieldConfig } from "../../../../domain/forms/field-config.schema.ts";
import type { FieldValue } from "../../../../domain/forms/field-value.ts";
import { isBlank, isDateList, isFileList } from "../../../../domain/forms/field-value.ts";
import { fieldBoundsIssues } from "../../../../domain/validation/field-bounds.ts";
import { compileFieldRules } from "../../../../domain/validation/rule-registry.ts";
import { checkDateListModel } from "../../../../domain/validation/rules/date-list-choice.ts";
import type { ValidationIssue } from "../../../../domain/validation/validation-issue.ts";
import { contextFor, FIELD_KEY, PATH } from "./rule-kit.ts";

const dateField = (datePicker: DatePickerOptions, extra: Partial<FieldConfig> = {}): FieldConfig => ({ key: FIELD_KEY, control: "date", datePicker, ...extra });

/** What validateModel gives the field: its bounds first, then every rule. */
const issuesOf = (field: FieldConfig, value: FieldValue): readonly ValidationIssue[] => {
  const bounds = fieldBoundsIssues(field, value, PATH);
  return bounds.length > 0 ? bounds : compileFieldRules(field).flatMap((rule) => rule(contextFor(value)));
};

const judged = (field: FieldConfig, value: FieldValue): readonly string[] => issuesOf(field, value).map((found) => found.code);

const RANGE_2024 = { type: "range", params: { min: "1/1/2024", max: "12/31/2024", kind: "date" } };
const REQUIRED = { type: "required" };

const configurationError = (run: () => unknown): ConfigurationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error("no configuration error");
};

describe("a list of dates as a value", () => {
  it("is a list of text, blank when no day is entered, and never a file list", () => {
    expect(isDateList(["07/01/2024", ""])).toBe(true);
    expect(isFileList(["07/01/2024", ""])).toBe(false);
    expect(isBlank(["", " "])).toBe(true);
    expect(isBlank(["07/01/2024", ""])).toBe(false);
    expect(isFileList([])).toBe(true);
    expect(isDateList([{ name: "a.pdf", size: 1, type: "application/pdf" }])).toBe(false);
  });

  it("reads as one line: a range by its ends, several days one after another", () => {
    expect(dateListText(dateField({ selection: "range" }), ["07/01/2024", "07/31/2024"])).toBe("07/01/2024 - 07/31/2024");
    expect(dateListText(dateField({ selection: "multiple" }), ["07/01/2024", "", "07/09/2024"])).toBe("07/01/2024, 07/09/2024");
  });
});

describe("a range", () => {
  const field = dateField({ selection: "range" }, { validations: [REQUIRED, RANGE_2024] });

  it("goes from no date (required), to start only (its end asked for), to start and end (passed)", () => {
    expect(judged(field, null)).toEqual(["required"]);
    expect(judged(field, ["", ""])).toEqual(["required"]);
    expect(judged(field, ["07/01/2024", ""])).toEqual(["rangeEndMissing"]);
    expect(judged(field, ["07/01/2024"])).toEqual(["rangeEndMissing"]);
    expect(judged(field, ["", "07/31/2024"])).toEqual(["rangeStartMissing"]);
    expect(judged(field, ["07/01/2024", "07/31/2024"])).toEqual([]);
    expect(judged(field, ["7/1/2024", "7/1/2024"])).toEqual([]);
  });

  it("refuses an end before its start, and a day it cannot read", () => {
    expect(judged(field, ["07/31/2024", "07/01/2024"])).toEqual(["rangeOrder"]);
    // As for one date: the picker's reason first, then the range rule's, which no unreadable day meets.
    expect(judged(field, ["07/01/2024", "07/32/2024"])).toEqual(["dayFormat", "dateBetween"]);
  });

  it("holds the range rule to each of its days, saying it once", () => {
    expect(issuesOf(field, ["12/20/2024", "01/05/2025"])).toEqual([{ path: PATH, code: "dateBetween", params: { min: "01/01/2024", max: "12/31/2024" } }]);
    expect(issuesOf(field, ["12/20/2025", "01/05/2026"]).map((found) => found.code)).toEqual(["dateBetween"]);
  });

  it("keeps its length between the fewest and the most days, both ends counted", () => {
    const bounded = dateField({ selection: "range", minRangeDays: 3, maxRangeDays: 7 });
    expect(issuesOf(bounded, ["07/01/2024", "07/02/2024"])).toEqual([{ path: PATH, code: "rangeTooShort", params: { min: 3 } }]);
    expect(judged(bounded, ["07/01/2024", "07/03/2024"])).toEqual([]);
    expect(judged(bounded, ["07/01/2024", "07/07/2024"])).toEqual([]);
    expect(issuesOf(bounded, ["07/01/2024", "07/08/2024"])).toEqual([{ path: PATH, code: "rangeTooLong", params: { max: 7 } }]);
  });

  it("starts or ends on its fixed day", () => {
    const fixedStart = dateField({ selection: "range", fixedStart: "7/1/2024" });
    expect(judged(fixedStart, ["07/01/2024", "07/20/2024"])).toEqual([]);
    expect(issuesOf(fixedStart, ["07/02/2024", "07/20/2024"])).toEqual([{ path: PATH, code: "rangeFixedStart", params: { date: "07/01/2024" } }]);
    const fixedEnd = dateField({ selection: "range", fixedEnd: "7/31/2024" });
    expect(issuesOf(fixedEnd, ["07/02/2024", "07/30/2024"])).toEqual([{ path: PATH, code: "rangeFixedEnd", params: { date: "07/31/2024" } }]);
  });

  it("refuses a disabled end always, and a disabled day inside only when told to", () => {
    const weekdays: DatePickerOptions = { selection: "range", disabledWeekdays: [0, 6] };
    // 7/6/2024 was a Saturday.
    expect(issuesOf(dateField(weekdays), ["07/01/2024", "07/06/2024"])).toEqual([{ path: PATH, code: "dateNotOffered", params: { date: "07/06/2024" } }]);
    expect(judged(dateField(weekdays), ["07/01/2024", "07/12/2024"])).toEqual([]);
    expect(issuesOf(dateField({ ...weekdays, noDisabledDaysInRange: true }), ["07/01/2024", "07/12/2024"])).toEqual([
      { path: PATH, code: "rangeHoldsDisabled", params: { date: "07/06/2024" } }
    ]);
  });

  it("finds a day not offered inside a range of any length without walking it: a listed date, a weekday, a day missing from an allowed list", () => {
    const far = ["01/01/2025", "12/31/9999"];
    expect(issuesOf(dateField({ selection: "range", noDisabledDaysInRange: true, disabledDates: ["12/25/2025"] }), far)).toEqual([
      { path: PATH, code: "rangeHoldsDisabled", params: { date: "12/25/2025" } }
    ]);
    // 1/4/2025 was the first Saturday after 1/1/2025.
    expect(issuesOf(dateField({ selection: "range", noDisabledDaysInRange: true, disabledWeekdays: [6] }), far)).toEqual([
      { path: PATH, code: "rangeHoldsDisabled", params: { date: "01/04/2025" } }
    ]);
    const allowed = dateField({ selection: "range", noDisabledDaysInRange: true, allowedDates: ["1/1/2025", "1/2/2025", "1/3/2025", "1/5/2025"] });
    expect(issuesOf(allowed, ["01/01/2025", "01/03/2025"])).toEqual([]);
    expect(issuesOf(allowed, ["01/01/2025", "01/05/2025"])).toEqual([{ path: PATH, code: "rangeHoldsDisabled", params: { date: "01/04/2025" } }]);
    expect(judged(dateField({ selection: "range", noDisabledDaysInRange: true, disabledDates: ["12/25/2025"] }), ["01/01/2025", "12/24/2025"])).toEqual([]);
  });

  it("refuses one date where it takes a list, and more than its two ends", () => {
    expect(judged(field, "07/01/2024")).toEqual(["dateListExpected"]);
    expect(issuesOf(field, ["07/01/2024", "07/02/2024", "07/03/2024"])).toEqual([{ path: PATH, code: "tooManyDates", params: { max: 2 } }]);
  });
});

describe("several days", () => {
  const field = dateField({ selection: "multiple", maxDates: 3 }, { validations: [RANGE_2024] });

  it("takes up to its limit of days, none twice, boxes left empty aside", () => {
    expect(judged(field, ["07/01/2024", "", "07/09/2024"])).toEqual([]);
    expect(issuesOf(field, ["07/01/2024", "7/1/2024"])).toEqual([{ path: PATH, code: "dateRepeated", params: { date: "07/01/2024" } }]);
    expect(issuesOf(field, ["07/01/2024", "07/02/2024", "07/03/2024", "07/04/2024"])).toEqual([{ path: PATH, code: "tooManyDates", params: { max: 3 } }]);
    expect(judged(field, ["07/01/2025"])).toEqual(["dateBetween"]);
  });

  it("takes ten days when its picker names no limit", () => {
    const unlimited = dateField({ selection: "multiple" });
    const days = Array.from({ length: 11 }, (_, index) => `07/${String(index + 1).padStart(2, "0")}/2024`);
    expect(judged(unlimited, days.slice(0, 10))).toEqual([]);
    expect(issuesOf(unlimited, days)).toEqual([{ path: PATH, code: "tooManyDates", params: { max: 10 } }]);
  });
});

describe("a week", () => {
  const field = dateField({ selection: "week" });

  it("runs from a Monday to the Sunday after it", () => {
    // 7/1/2024 was a Monday.
    expect(judged(field, ["07/01/2024", "07/07/2024"])).toEqual([]);
    expect(judged(field, ["07/02/2024", "07/08/2024"])).toEqual(["weekNotWhole"]);
    expect(judged(field, ["07/01/2024", "07/06/2024"])).toEqual(["weekNotWhole"]);
    expect(judged(field, ["07/01/2024", ""])).toEqual(["weekNotWhole"]);
  });
});

describe("a field that takes one date", () => {
  it("refuses a list of dates before any rule reads it", () => {
    expect(judged(dateField({}), ["07/01/2024"])).toEqual(["oneDateOnly"]);
    expect(judged({ key: FIELD_KEY }, ["07/01/2024"])).toEqual(["oneDateOnly"]);
  });

  it("holds each listed date to the date cap, and refuses control characters in one", () => {
    const field = dateField({ selection: "multiple" });
    expect(judged(field, ["07/01/2024", "1".repeat(65)])).toEqual(["maxLength"]);
    expect(judged(field, ["07/01/2024\u202e"])).toEqual(["forbiddenCharacters"]);
  });
});

describe("a list picker's configuration", () => {
  it.each<[string, FieldConfig, string]>([
    ["a month picker with a range", dateField({ view: "month", selection: "range" }), 'a month picker takes one month: selection "range" belongs to a day picker'],
    ["range options on several days", dateField({ selection: "multiple", minRangeDays: 2 }), 'datePicker.minRangeDays belongs to a range (selection "range"), not "multiple"'],
    ["a limit on a range", dateField({ selection: "range", maxDates: 3 }), 'datePicker.maxDates belongs to several days (selection "multiple"), not "range"'],
    ["bounds that cross", dateField({ selection: "range", minRangeDays: 8, maxRangeDays: 7 }), "datePicker.minRangeDays (8) is more than datePicker.maxRangeDays (7)"],
    ["both ends fixed", dateField({ selection: "range", fixedStart: "7/1/2024", fixedEnd: "7/31/2024" }), "datePicker.fixedStart and datePicker.fixedEnd together"],
    ["a fixed end that is no day", dateField({ selection: "range", fixedEnd: "2/30/2024" }), 'datePicker.fixedEnd "2/30/2024" is not a real date'],
    [
      "a fixed start outside the range rule",
      dateField({ selection: "range", fixedStart: "7/1/2023" }, { validations: [RANGE_2024] }),
      'datePicker.fixedStart "7/1/2023" is a day the calendar does not offer'
    ],
    ["a week picker with disabled days", dateField({ selection: "week", disabledWeekdays: [0] }), "a week picker offers whole weeks"],
    [
      "a week picker whose range holds no whole week",
      // 7/3/2024 was a Wednesday: the range ends before the week from Monday 7/8 does.
      dateField({ selection: "week" }, { validations: [{ type: "range", params: { min: "7/3/2024", max: "7/12/2024", kind: "date" } }] }),
      "the range rule holds no whole week, Monday to Sunday"
    ],
    [
      "a week picker whose range's only whole week lies past the calendar's last year",
      // 12/28/2100 was a Tuesday: the calendar ends on Friday 12/31/2100.
      dateField({ selection: "week" }, { validations: [{ type: "range", params: { min: "12/28/2100", max: "1/20/2101", kind: "date" } }] }),
      "the range rule holds no whole week, Monday to Sunday, within the calendar's years"
    ]
  ])("%s is refused", (_, field, message) => {
    const error = configurationError(() => compileFieldRules(field));
    expect(error.reason).toBe("invalidDatePicker");
    expect(error.message).toContain(`Field "${FIELD_KEY}": ${message}`);
  });

  it("refuses a model that starts with one value where a date array is required", () => {
    expect(configurationError(() => { checkDateListModel(dateField({ selection: "week" }, { defaultValue: "7/1/2024" })); }).message).toContain(
      "a date array is required for a week date model: defaultValue gives one value"
    );
    expect(configurationError(() => { checkDateListModel(dateField({ selection: "multiple" }, { prepopulatedDataKey: "PurchaseDate" })); }).message).toContain(
      "a date array is required for a multiple date model: prepopulatedDataKey gives one value"
    );
    expect(() => { checkDateListModel(dateField({}, { defaultValue: "7/1/2024" })); }).not.toThrow();
  });
});

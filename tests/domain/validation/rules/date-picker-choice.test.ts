// A date field's picker configuration, judged through the rule registry as the browser and the server judge
// it: disabled dates and weekdays and an allowed list refuse the days they leave out, a month or year picker
// takes MM/yyyy or yyyy and its range rule compares by month or year, and a picker that cannot work is a
// configuration error naming the field and what is wrong.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { DatePickerOptions } from "../../../../domain/forms/date-picker-options.schema.ts";
import type { FieldConfig } from "../../../../domain/forms/field-config.schema.ts";
import { compileFieldRules } from "../../../../domain/validation/rule-registry.ts";
import { contextFor, FIELD_KEY } from "./rule-kit.ts";

const dateField = (datePicker: DatePickerOptions, extra: Partial<FieldConfig> = {}): FieldConfig => ({ key: FIELD_KEY, control: "date", datePicker, ...extra });

/** Every issue the field's rules give the value. */
const issuesOf = (field: FieldConfig, value: string) => compileFieldRules(field).flatMap((rule) => rule(contextFor(value)));

/** Every code the field's rules give the value. */
const judged = (field: FieldConfig, value: string | null): readonly string[] =>
  compileFieldRules(field).flatMap((rule) => rule(contextFor(value)).map((found) => found.code));

const RANGE_2020 = { type: "range", params: { min: "3/15/2020", max: "10/20/2020", kind: "date" } };

describe("a day picker's days", () => {
  it("refuses a disabled date, and passes the days around it and a blank answer", () => {
    const field = dateField({ disabledDates: ["7/4/2024", "12/25/2024"] });
    expect(judged(field, "07/04/2024")).toEqual(["dateNotOffered"]);
    expect(judged(field, "12/25/2024")).toEqual(["dateNotOffered"]);
    expect(judged(field, "07/03/2024")).toEqual([]);
    expect(judged(field, "7/5/2024")).toEqual([]);
    expect(judged(field, "")).toEqual([]);
    expect(judged(field, null)).toEqual([]);
  });

  it("refuses a disabled weekday, counting 0 as Sunday and 6 as Saturday", () => {
    const field = dateField({ disabledWeekdays: [0, 6] });
    // 6 July 2024 was a Saturday, 7 July a Sunday, 8 July a Monday.
    expect(judged(field, "07/06/2024")).toEqual(["dateNotOffered"]);
    expect(judged(field, "07/07/2024")).toEqual(["dateNotOffered"]);
    expect(judged(field, "07/08/2024")).toEqual([]);
  });

  it("takes only the allowed days when a list is given", () => {
    const field = dateField({ allowedDates: ["3/1/2025", "3/8/2025"] });
    expect(judged(field, "03/01/2025")).toEqual([]);
    expect(judged(field, "3/8/2025")).toEqual([]);
    expect(judged(field, "03/02/2025")).toEqual(["dateNotOffered"]);
  });

  it("names the refused day in its issue, written as the field shows it", () => {
    expect(issuesOf(dateField({ disabledDates: ["7/4/2024"] }), "7/4/2024")).toEqual([{ path: ["model-1", FIELD_KEY], code: "dateNotOffered", params: { date: "07/04/2024" } }]);
  });

  it("refuses a day it cannot read when it restricts days, whatever formats validDate would take", () => {
    const restricted = dateField({ disabledDates: ["7/4/2024"] }, { validations: [{ type: "validDate", params: { formats: "M/d/yyyy, yyyy-MM-dd, M/d/yy" } }] });
    for (const text of ["2024-07-04", "7/4/24"]) expect(judged(restricted, text), text).toEqual(["dayFormat"]);
    expect(judged(restricted, "banana")).toEqual(["dayFormat", "validDate"]);
    expect(judged(dateField({ allowedDates: ["3/1/2025"] }), "banana")).toEqual(["dayFormat"]);
  });

  it("leaves text that is not a date to validDate when it restricts no day", () => {
    expect(judged(dateField({ confirm: true }), "07/32/2024")).toEqual([]);
  });
});

describe("month and year pickers", () => {
  it("take MM/yyyy (M/yyyy too) and yyyy, and say the format of anything else", () => {
    const month = dateField({ view: "month" });
    expect(judged(month, "03/2020")).toEqual([]);
    expect(judged(month, "3/2020")).toEqual([]);
    expect(judged(month, "13/2020")).toEqual(["monthFormat"]);
    expect(judged(month, "03/15/2020")).toEqual(["monthFormat"]);
    const year = dateField({ view: "year" });
    expect(judged(year, "2020")).toEqual([]);
    expect(judged(year, "20")).toEqual(["yearFormat"]);
    expect(judged(year, "03/2020")).toEqual(["yearFormat"]);
    expect(judged(year, "0000")).toEqual(["yearFormat"]);
    expect(judged(month, "01/0000")).toEqual(["monthFormat"]);
  });

  it("compare with the range rule by month and by year, quoting the bounds that way", () => {
    const month = dateField({ view: "month" }, { validations: [RANGE_2020] });
    // March 2020 holds the 15 March bound, so the month lies inside.
    expect(judged(month, "03/2020")).toEqual([]);
    expect(judged(month, "10/2020")).toEqual([]);
    expect(issuesOf(month, "02/2020")).toEqual([{ path: ["model-1", FIELD_KEY], code: "dateBetween", params: { min: "03/2020", max: "10/2020" } }]);
    expect(judged(month, "11/2020")).toEqual(["dateBetween"]);
    const year = dateField({ view: "year" }, { validations: [RANGE_2020] });
    expect(judged(year, "2020")).toEqual([]);
    expect(issuesOf(year, "2021")).toEqual([{ path: ["model-1", FIELD_KEY], code: "dateBetween", params: { min: "2020", max: "2020" } }]);
  });

  it("leave a day picker's range rule as it was", () => {
    const day = dateField({}, { validations: [RANGE_2020] });
    expect(judged(day, "03/14/2020")).toEqual(["dateBetween"]);
    expect(judged(day, "03/15/2020")).toEqual([]);
  });
});

describe("a picker that cannot work is a configuration error", () => {
  it.each([
    ["a date that does not exist", dateField({ disabledDates: ["7/4/2024", "2/30/2024"] }), 'datePicker.disabledDates[1] "2/30/2024" is not a real date'],
    ["an allowed date that does not exist", dateField({ allowedDates: ["13/1/2024"] }), 'datePicker.allowedDates[0] "13/1/2024" is not a real date'],
    ["days on a month picker", dateField({ view: "month", disabledWeekdays: [0] }), "a month picker offers no single days"],
    ["a month picker under the day mask", dateField({ view: "month" }, { maskName: "SLASH_DELIMITED_FULL_DATE" }), "a month picker's answers (MM/yyyy) do not fit the mask SLASH_DELIMITED_FULL_DATE"],
    [
      "a month picker a dependency puts under the day mask",
      dateField({ view: "month" }, { dependencies: { conditions: [{ field: "known", equals: [true], maskName: "SLASH_DELIMITED_FULL_DATE" }] } }),
      "a month picker's answers (MM/yyyy) do not fit the mask SLASH_DELIMITED_FULL_DATE"
    ],
    ["a picker on a text field", { key: FIELD_KEY, control: "text", datePicker: {} } satisfies FieldConfig, 'datePicker belongs to a date field (control "date"), not "text"'],
    [
      "a rule that reads days on a month picker",
      dateField({ view: "month" }, { validations: [{ type: "required" }, { type: "preventFutureDate" }] }),
      `a month picker's answers (MM/yyyy) are no days: validations[1] "preventFutureDate" reads days; leave it out`
    ],
    ["an empty allowed list", dateField({ allowedDates: [] }), "no day of datePicker.allowedDates is offered"],
    ["every weekday disabled", dateField({ disabledWeekdays: [0, 1, 2, 3, 4, 5, 6] }), "datePicker.disabledWeekdays disables every weekday"],
    [
      "allowed days all disabled or outside the range",
      // 7/6/2024 was a Saturday; 1/1/2019 lies before the range.
      dateField({ allowedDates: ["7/6/2024", "1/1/2019", "3/3/2020"], disabledWeekdays: [6], disabledDates: ["3/3/2020"] }, { validations: [RANGE_2020] }),
      "no day of datePicker.allowedDates is offered: each is disabled or outside the range rule"
    ]
  ])("%s", (_, field, message) => {
    const thrown = (() => {
      try {
        compileFieldRules(field);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect((thrown as ConfigurationError).reason).toBe("invalidDatePicker");
    expect((thrown as ConfigurationError).message).toContain(`Field "${FIELD_KEY}": ${message}`);
  });
});

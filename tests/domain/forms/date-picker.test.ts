import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DATE_PICKER_DEFAULTS,
  type DatePickerRange,
  chosenDay,
  chosenDayText,
  datePickerRange,
  nearestOfferedDay,
  rangeEndOffered,
  rangeStartOffered,
  pickerYears
} from "../../../domain/forms/date-picker.ts";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { parseDate, builtInDateFormat } from "../../../domain/time/date-format.ts";
import { parseEnteredDate } from "../../../domain/time/local-date.ts";

const dateField = (...validations: NonNullable<FieldConfig["validations"]>): FieldConfig => ({ key: "purchaseDate", control: "date", validations });

const range = (min: string, max: string, kind?: "date") => ({ type: "range", params: { min, max, ...(kind === undefined ? {} : { kind }) } });

const RANGE_2016_2024: DatePickerRange = { min: { year: 2016, month: 1, day: 1 }, max: { year: 2024, month: 12, day: 31 } };

describe("the date picker's defaults (spec section 9)", () => {
  it("shows MM/dd/yyyy, years 1900 to 2100, weeks from Monday, in en-US", () => {
    expect(DATE_PICKER_DEFAULTS.format).toBe("MM/dd/yyyy");
    expect([DATE_PICKER_DEFAULTS.firstYear, DATE_PICKER_DEFAULTS.lastYear]).toEqual([1900, 2100]);
    expect(DATE_PICKER_DEFAULTS.weekStartsOn).toBe(1);
    expect(DATE_PICKER_DEFAULTS.locale).toBe("en-US");
  });
});

describe("datePickerRange", () => {
  it("takes min and max from the field's date range rule", () => {
    expect(datePickerRange(dateField({ type: "required" }, range("1/1/2016", "12/31/2024", "date")))).toEqual(RANGE_2016_2024);
  });

  it("reads a range rule without a kind when its bounds are dates, and passes over number ranges", () => {
    expect(datePickerRange(dateField(range("3/5/2020", "04/06/2021"))).min).toEqual({ year: 2020, month: 3, day: 5 });
    expect(datePickerRange(dateField({ type: "range", params: { min: 1, max: 5 } }))).toEqual({
      min: { year: 1900, month: 1, day: 1 },
      max: { year: 2100, month: 12, day: 31 }
    });
  });

  it("offers 1900 to 2100 without a rule, and keeps a rule's bounds within those years", () => {
    expect(datePickerRange({ key: "plain" })).toEqual({ min: { year: 1900, month: 1, day: 1 }, max: { year: 2100, month: 12, day: 31 } });
    expect(datePickerRange(dateField(range("6/1/1850", "2/3/1950")))).toEqual({ min: { year: 1900, month: 1, day: 1 }, max: { year: 1950, month: 2, day: 3 } });
    expect(datePickerRange(dateField(range("6/1/2050", "2/3/2150"))).max).toEqual({ year: 2100, month: 12, day: 31 });
  });

  it("keeps a rule wholly outside those years as it is, since the rule decides what validates", () => {
    expect(datePickerRange(dateField(range("1/1/1800", "12/31/1850")))).toEqual({ min: { year: 1800, month: 1, day: 1 }, max: { year: 1850, month: 12, day: 31 } });
  });
});

describe("chosenDay", () => {
  it("is the entered M/d/yyyy date, one or two digits for month and day", () => {
    expect(chosenDay("01/15/2020", RANGE_2016_2024)).toEqual({ year: 2020, month: 1, day: 15 });
    expect(chosenDay("1/5/2020", RANGE_2016_2024)).toEqual({ year: 2020, month: 1, day: 5 });
  });

  it("is none for no text, a partly typed or impossible date, and a date outside the range (bounds included)", () => {
    for (const text of [null, "", "01/15/20", "02/30/2020", "13/01/2020", "12/31/2015", "01/01/2025"]) expect(chosenDay(text, RANGE_2016_2024)).toBeNull();
    expect(chosenDay("01/01/2016", RANGE_2016_2024)).toEqual({ year: 2016, month: 1, day: 1 });
    expect(chosenDay("12/31/2024", RANGE_2016_2024)).toEqual({ year: 2024, month: 12, day: 31 });
  });
});

describe("chosenDayText", () => {
  it("writes MM/dd/yyyy, as the date mask shows it", () => {
    expect(chosenDayText({ year: 2020, month: 1, day: 5 })).toBe("01/05/2020");
    expect(chosenDayText({ year: 1999, month: 12, day: 31 })).toBe("12/31/1999");
  });

  it("rejects a day that does not exist", () => {
    expect(() => chosenDayText({ year: 2021, month: 2, day: 29 })).toThrow();
  });

  it("gives text that validDate (M/d/yyyy and MM/dd/yyyy) and the range rule read back as the same day", () => {
    const strict = builtInDateFormat("MM/dd/yyyy");
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }), (moment) => {
        const day = { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
        const text = chosenDayText(day);
        const read = parseEnteredDate(text);
        expect(read === null ? null : { year: read.year(), month: read.monthValue(), day: read.dayOfMonth() }).toEqual(day);
        expect(parseDate(text, strict)).toEqual(read);
        expect(chosenDay(text, { min: { year: 1900, month: 1, day: 1 }, max: { year: 2100, month: 12, day: 31 } })).toEqual(day);
      })
    );
  });
});

describe("pickerYears", () => {
  it("lists every year of the range, oldest first", () => {
    expect(pickerYears(RANGE_2016_2024)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(pickerYears({ min: { year: 2020, month: 3, day: 1 }, max: { year: 2020, month: 4, day: 1 } })).toEqual([2020]);
  });
});

describe("nearestOfferedDay", () => {
  const JULY_2024: DatePickerRange = { min: { year: 2024, month: 7, day: 1 }, max: { year: 2024, month: 7, day: 31 } };
  const weekdaysOnly = (day: { year: number; month: number; day: number }) => ![0, 6].includes(new Date(day.year, day.month - 1, day.day).getDay());

  it("is today when the range holds it and the picker offers it", () => {
    expect(nearestOfferedDay(JULY_2024, weekdaysOnly, { year: 2024, month: 7, day: 10 })).toEqual({ year: 2024, month: 7, day: 10 });
  });

  it("is the nearest offered day to today kept inside the range", () => {
    // 13 July 2024 was a Saturday: Friday the 12th and Monday the 15th are a day and two away.
    expect(nearestOfferedDay(JULY_2024, weekdaysOnly, { year: 2024, month: 7, day: 13 })).toEqual({ year: 2024, month: 7, day: 12 });
    // 14 July, a Sunday: Monday the 15th is one day away.
    expect(nearestOfferedDay(JULY_2024, weekdaysOnly, { year: 2024, month: 7, day: 14 })).toEqual({ year: 2024, month: 7, day: 15 });
    // Today after the range: from its last day, 31 July (a Wednesday).
    expect(nearestOfferedDay(JULY_2024, weekdaysOnly, { year: 2026, month: 11, day: 21 })).toEqual({ year: 2024, month: 7, day: 31 });
  });

  it("is none when the range offers no day", () => {
    expect(nearestOfferedDay(JULY_2024, () => false, { year: 2024, month: 7, day: 10 })).toBeNull();
  });
});

describe("a range's other end in the calendar", () => {
  const rangeField = (datePicker: FieldConfig["datePicker"]): FieldConfig => ({ key: "period", control: "date", ...(datePicker === undefined ? {} : { datePicker }) });
  const july = (day: number) => ({ year: 2024, month: 7, day });

  it("offers, with the last day fixed, only first days that make a range long enough, none after it", () => {
    const starts = rangeStartOffered(rangeField({ selection: "range", fixedEnd: "7/20/2024", minRangeDays: 7 }), july(20));
    expect(starts(july(14))).toBe(true);
    expect(starts(july(15))).toBe(false);
    expect(starts(july(21))).toBe(false);
  });

  it("offers, once the first day is chosen, ends within the length and before the first day not offered; an earlier day starts again", () => {
    // 7/6/2024 was a Saturday.
    const ends = rangeEndOffered(rangeField({ selection: "range", maxRangeDays: 10, disabledWeekdays: [6], noDisabledDaysInRange: true }), july(2));
    expect(ends(july(5))).toBe(true);
    expect(ends(july(6))).toBe(false);
    expect(ends(july(7))).toBe(false);
    expect(ends(july(1))).toBe(true);
    const fixedStart = rangeEndOffered(rangeField({ selection: "range", fixedStart: "7/2/2024", maxRangeDays: 3 }), july(2));
    expect(fixedStart(july(1))).toBe(false);
    expect(fixedStart(july(4))).toBe(true);
    expect(fixedStart(july(5))).toBe(false);
  });
});

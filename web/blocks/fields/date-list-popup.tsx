// The calendar of a date field that takes a list of dates (spec sections 4 and 9), loaded with the date
// block: a range is chosen first day then last ("no date, to start only, to start and end"), a range with a
// fixed end only at its other end, several days each chosen or chosen again to remove, and a week by any of
// its days. While a range's first day waits for its last, the days that would make a range the field refuses
// (too short, too long, holding a day not offered) are not offered. A line the screen reader says tells the
// claimant where the choice stands. With confirm, the choice waits for Select and Cancel leaves the answer as
// it was; without, a range's first day is kept as it is chosen (the calendar staying open for its last) and
// the range when its last day is, a week at once, and several days as each is chosen or removed, the calendar
// staying open for the next. It decides nothing about dates itself.
import DatePicker, { type ReactDatePickerCustomDayNameProps, type ReactDatePickerCustomHeaderProps } from "react-datepicker";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { DateSelection } from "../../../domain/forms/date-picker-options.schema.ts";
import { type CalendarDay, type DatePickerRange, chosenDayText, inDateOrder, nearestOfferedDay, weekOf } from "../../../domain/forms/date-picker.ts";
import { ActionButton } from "../../modals/action-button.tsx";
import { CalendarHeader } from "./date-picker-headers.tsx";
import { asDay, Buttons, DayName, dayNameLocale, OtherButton, Popup, toDate } from "./date-picker-parts.tsx";

/** The days chosen so far: a range's or a week's first and last (either null while not chosen), or several days. */
export type ListChoice = readonly (CalendarDay | null)[];

export interface DateListPopupProps {
  readonly id: string;
  /** The dialog's name: what the button that opens it says. */
  readonly label: string;
  readonly selection: Exclude<DateSelection, "single">;
  readonly range: DatePickerRange;
  readonly chosen: ListChoice;
  /** Whether the calendar offers the day (its disabled and allowed days). */
  readonly offered: (day: CalendarDay) => boolean;
  /** Once a range's first day is chosen, whether the day may be its last (or start it again). */
  readonly endOffered: (first: CalendarDay) => (day: CalendarDay) => boolean;
  /** With a range's last day fixed, whether the day may be its first. */
  readonly startOffered: (last: CalendarDay) => (day: CalendarDay) => boolean;
  /** A range's fixed first or last day, which the claimant does not choose. */
  readonly fixed: { readonly start: CalendarDay | null; readonly end: CalendarDay | null };
  /** A multi-date's most days. */
  readonly maxDates: number;
  readonly confirm: boolean;
  /** Today in Los Angeles, where the calendar opens with nothing chosen; null until known. */
  readonly today: CalendarDay | null;
  readonly onChoose: (days: ListChoice) => void;
  /** Without confirm, a choice kept while the calendar stays open: a range's first day, a multi-date's day chosen or removed. */
  readonly onPick: (days: ListChoice) => void;
  readonly onCancel: () => void;
}

const Status = styled.p`
  margin: 0.25rem 0.25rem 0.5rem;
  font-size: 0.9375rem;
`;

/** The cell the arrow keys start from. */
const FOCUSABLE_CELL = '.react-datepicker__month [tabindex="0"]';

const isDay = (day: CalendarDay | null): day is CalendarDay => day !== null;

/** Where the choice stands, for the status line. */
const useStatus = (selection: DateListPopupProps["selection"], choice: ListChoice, maxDates: number): string => {
  const { t } = useTranslation();
  const [first = null, last = null] = choice;
  if (selection === "multiple") return t("LocKey_MultiDate_Count", { chosen: choice.filter(isDay).length, max: maxDates });
  if (first !== null && last !== null) return t("LocKey_DateRange_Chosen", { start: chosenDayText(first), end: chosenDayText(last) });
  if (first !== null) return t("LocKey_DateRange_ChooseEnd", { start: chosenDayText(first) });
  if (last !== null) return t("LocKey_DateRange_ChooseStart");
  return t(selection === "week" ? "LocKey_Week_Choose" : "LocKey_DateRange_ChooseStart");
};

export const DateListPopup = ({ id, label, selection, range, chosen, offered, endOffered, startOffered, fixed, maxDates, confirm, today, onChoose, onPick, onCancel }: DateListPopupProps) => {
  const { t, i18n } = useTranslation();
  const popup = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<ListChoice>(chosen);
  const statusId = `${id}-status`;
  useEffect(() => {
    popup.current?.querySelector<HTMLElement>(FOCUSABLE_CELL)?.focus({ preventScroll: true });
  }, []);
  const [first = null, last = null] = choice;
  const days = choice.filter(isDay);
  const settle = (next: ListChoice, complete: boolean) => {
    setChoice(next);
    if (confirm) return;
    if (complete) onChoose(next);
    else onPick(next);
  };
  // While a range's first day waits for its last, only the days that make a range the field takes.
  const offers = useMemo(() => {
    if (selection !== "range") return offered;
    if (fixed.start !== null) return endOffered(fixed.start);
    if (fixed.end !== null) return startOffered(fixed.end);
    return first !== null && last === null ? endOffered(first) : offered;
  }, [selection, first, last, fixed.start, fixed.end, offered, endOffered, startOffered]);
  const opensOn = days[0] ?? nearestOfferedDay(range, offered, today ?? asDay(new Date()));
  const status = useStatus(selection, choice, maxDates);
  const common = {
    inline: true,
    minDate: toDate(range.min),
    maxDate: toDate(range.max),
    ...(opensOn === null ? {} : { openToDate: toDate(opensOn) }),
    filterDate: (date: Date) => offers(asDay(date)),
    calendarStartDay: 1 as const,
    ...dayNameLocale(i18n.language),
    chooseDayAriaLabelPrefix: t("LocKey_DatePicker_ChooseDay"),
    disabledDayAriaLabelPrefix: t("LocKey_DatePicker_DayNotAvailable"),
    monthAriaLabelPrefix: t("LocKey_DatePicker_Month"),
    renderCustomHeader: (header: ReactDatePickerCustomHeaderProps) => <CalendarHeader {...header} range={range} view="day" />,
    renderCustomDayName: (name: ReactDatePickerCustomDayNameProps) => <DayName {...name} />
  };
  const calendar = (() => {
    if (selection === "multiple") {
      return (
        <DatePicker
          {...common}
          selectsMultiple
          selectedDates={days.map(toDate)}
          onChange={(dates: Date[] | null) => {
            const picked = inDateOrder((dates ?? []).map(asDay));
            // A day chosen past the limit is not taken; the status line says how many are allowed.
            if (picked.length <= maxDates) settle(picked, false);
          }}
        />
      );
    }
    if (selection === "week") {
      return (
        <DatePicker
          {...common}
          showWeekPicker
          selected={first === null ? null : toDate(first)}
          onChange={(date: Date | null) => {
            if (date !== null) settle(weekOf(asDay(date)), true);
          }}
        />
      );
    }
    if (fixed.start !== null || fixed.end !== null) {
      // One end is fixed: the claimant chooses the other, shown as a range.
      const ends = fixed.start !== null ? { selectsEnd: true as const } : { selectsStart: true as const };
      return (
        <DatePicker
          {...common}
          {...ends}
          {...(fixed.start === null ? {} : { minDate: toDate(fixed.start) })}
          {...(fixed.end === null ? {} : { maxDate: toDate(fixed.end) })}
          startDate={first === null ? null : toDate(first)}
          endDate={last === null ? null : toDate(last)}
          selected={fixed.start !== null ? (last === null ? null : toDate(last)) : first === null ? null : toDate(first)}
          onChange={(date: Date | null) => {
            if (date === null) return;
            settle(fixed.start !== null ? [fixed.start, asDay(date)] : [asDay(date), fixed.end], true);
          }}
        />
      );
    }
    return (
      <DatePicker
        {...common}
        selectsRange
        startDate={first === null ? null : toDate(first)}
        endDate={last === null ? null : toDate(last)}
        onChange={([start, end]: [Date | null, Date | null]) => {
          const next: ListChoice = [start === null ? null : asDay(start), end === null ? null : asDay(end)];
          settle(next, end !== null);
        }}
      />
    );
  })();
  const complete = selection === "multiple" ? days.length > 0 : first !== null && last !== null;
  return (
    <Popup ref={popup} id={id} role="dialog" aria-label={label} aria-describedby={statusId}>
      <Status id={statusId} role="status">
        {status}
      </Status>
      {calendar}
      {confirm && (
        <Buttons>
          <ActionButton
            type="button"
            disabled={!complete}
            onClick={() => {
              onChoose(choice);
            }}
          >
            {t("LocKey_DatePicker_Select")}
          </ActionButton>
          <OtherButton type="button" onClick={onCancel}>
            {t("LocKey_DatePicker_Cancel")}
          </OtherButton>
        </Buttons>
      )}
    </Popup>
  );
};


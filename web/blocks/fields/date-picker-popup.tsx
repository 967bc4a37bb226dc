// The date field's calendar (spec sections 4 and 9), in its own chunk with react-datepicker and its styles,
// loaded the first time a claimant opens it: one month of days (weeks from Monday), the months of a year, or
// a page of years, as the field's picker is configured, with the days outside the field's range or not
// offered disabled, every name in the claimant's language (the days' names that screen readers say come from
// date-fns' locale of the culture, English without one). With confirm, a chosen day waits for Select, Cancel
// closes the calendar as the answer was, and Now chooses today. It decides nothing about dates itself.
import DatePicker from "react-datepicker";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { PickerView } from "../../../domain/forms/date-picker-options.schema.ts";
import { type CalendarDay, DATE_PICKER_DEFAULTS, type DatePickerRange, dayInGrain, nearestOfferedDay } from "../../../domain/forms/date-picker.ts";
import { ActionButton } from "../../modals/action-button.tsx";
import { CalendarHeader } from "./date-picker-headers.tsx";
import { asDay, Buttons, DayName, dayNameLocale, OtherButton, Popup, toDate } from "./date-picker-parts.tsx";
import { YearGrid } from "./year-grid.tsx";

export interface DatePickerPopupProps {
  readonly id: string;
  /** The dialog's name: what the button that opens it says. */
  readonly label: string;
  readonly range: DatePickerRange;
  readonly view: PickerView;
  readonly chosen: CalendarDay | null;
  /** Whether the calendar offers the day (its disabled and allowed days). */
  readonly offered: (day: CalendarDay) => boolean;
  /** A chosen day waits for Select; Cancel and Now stand beside it. */
  readonly confirm: boolean;
  /** Today in Los Angeles, for Now; null until known. */
  readonly today: CalendarDay | null;
  readonly onChoose: (day: CalendarDay) => void;
  readonly onCancel: () => void;
}

const NowNote = styled.p`
  margin: 0.5rem 0.25rem 0;
  font-size: 0.9375rem;
`;

/** The first day of the range's first month and the last day of its last month. */
const monthsOf = (range: DatePickerRange): readonly [Date, Date] => [new Date(range.min.year, range.min.month - 1, 1), new Date(range.max.year, range.max.month, 0)];

/** The cell the arrow keys start from: the chosen day, month or year, or the one nearest today the calendar allows. */
const FOCUSABLE_CELL = '.react-datepicker__month [tabindex="0"]';

export const DatePickerPopup = ({ id, label, range, view, chosen, offered, confirm, today, onChoose, onCancel }: DatePickerPopupProps) => {
  const { t, i18n } = useTranslation();
  const popup = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(chosen);
  // Opening moves focus to the chosen cell (or the one nearest today the range allows), where the arrow keys move.
  useEffect(() => {
    popup.current?.querySelector<HTMLElement>(FOCUSABLE_CELL)?.focus({ preventScroll: true });
  }, []);
  const now = today === null ? null : dayInGrain(today, range, view);
  const selected = confirm ? pending : chosen;
  // A month calendar's first and last months whole, so the arrow keys reach a month the range starts within.
  const [firstDay, lastDay] = view === "month" ? monthsOf(range) : [toDate(range.min), toDate(range.max)];
  // With nothing chosen, it opens on the day nearest today that it offers, so the arrow keys start on one.
  const opensOn = selected ?? (view === "day" ? nearestOfferedDay(range, offered, today ?? asDay(new Date())) : null);
  const nowOffered = now !== null && (view !== "day" || offered(now));
  // Today known and not offered: Now stays disabled, and says why.
  const nowRefused = now === null ? today !== null : !nowOffered;
  const nowNoteId = `${id}-now-note`;
  const pick = (day: CalendarDay) => {
    if (confirm) setPending(day);
    else onChoose(day);
  };
  return (
    <Popup ref={popup} id={id} role="dialog" aria-label={label}>
      {view === "year" ? (
        <YearGrid
          range={range}
          chosen={selected?.year ?? null}
          thisYear={today?.year ?? new Date().getFullYear()}
          onChoose={(year) => {
            pick({ year, month: 1, day: 1 });
          }}
        />
      ) : (
        <DatePicker
          inline
          selected={selected === null ? null : toDate(selected)}
          minDate={firstDay}
          maxDate={lastDay}
          {...(opensOn === null ? {} : { openToDate: toDate(opensOn) })}
          showMonthYearPicker={view === "month"}
          {...(view === "day" ? { filterDate: (date: Date) => offered(asDay(date)) } : {})}
          calendarStartDay={DATE_PICKER_DEFAULTS.weekStartsOn}
          {...dayNameLocale(i18n.language)}
          chooseDayAriaLabelPrefix={t(view === "month" ? "LocKey_DatePicker_ChooseMonth" : "LocKey_DatePicker_ChooseDay")}
          disabledDayAriaLabelPrefix={t("LocKey_DatePicker_DayNotAvailable")}
          monthAriaLabelPrefix={t("LocKey_DatePicker_Month")}
          renderCustomHeader={(header) => <CalendarHeader {...header} range={range} view={view} />}
          renderCustomDayName={(name) => <DayName {...name} />}
          onChange={(date: Date | null) => {
            if (date !== null) pick(asDay(date));
          }}
        />
      )}
      {confirm && (
        <Buttons>
          <ActionButton
            type="button"
            disabled={pending === null}
            onClick={() => {
              if (pending !== null) onChoose(pending);
            }}
          >
            {t("LocKey_DatePicker_Select")}
          </ActionButton>
          <OtherButton type="button" onClick={onCancel}>
            {t("LocKey_DatePicker_Cancel")}
          </OtherButton>
          <OtherButton
            type="button"
            disabled={!nowOffered}
            {...(nowRefused ? { "aria-describedby": nowNoteId } : {})}
            onClick={() => {
              if (now !== null) onChoose(now);
            }}
          >
            {t("LocKey_DatePicker_Now")}
          </OtherButton>
        </Buttons>
      )}
      {confirm && nowRefused && <NowNote id={nowNoteId}>{t("LocKey_DatePicker_NowNotOffered")}</NowNote>}
    </Popup>
  );
};

// The date field's calendar (spec sections 4 and 9), in its own chunk with react-datepicker and its styles,
// loaded the first time a claimant opens it: one month at a time, weeks from Monday, with labelled month
// and year lists and the days outside the field's range disabled, every name in the claimant's language
// (the days' names that screen readers say come from date-fns' locale of the culture, English without
// one). It decides nothing about dates itself.
import type { Locale } from "date-fns";
import { es } from "date-fns/locale/es";
import DatePicker, { type ReactDatePickerCustomDayNameProps, type ReactDatePickerCustomHeaderProps } from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { type CalendarDay, DATE_PICKER_DEFAULTS, type DatePickerRange, pickerYears } from "../../../domain/forms/date-picker.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";

export interface DatePickerPopupProps {
  readonly id: string;
  /** The dialog's name: what the button that opens it says. */
  readonly label: string;
  readonly range: DatePickerRange;
  readonly chosen: CalendarDay | null;
  readonly onChoose: (day: CalendarDay) => void;
}

const Popup = styled.div`
  position: absolute;
  z-index: 10;
  top: calc(100% + ${DATE_PICKER_DEFAULTS.menuOffsetPx}px);
  left: 0;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.25rem;
  box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.2);
  .react-datepicker { font: inherit; font-size: 1rem; border: 0; }
  .react-datepicker__header { background: ${({ theme }) => theme.colors.surface}; }
  .react-datepicker__day-name, .react-datepicker__day { width: 2.25rem; line-height: 2.25rem; margin: 0.125rem; }
  .react-datepicker__day--disabled { text-decoration: line-through; }
  abbr[title] { text-decoration: none; }
  max-width: calc(100vw - 2rem);
  /* A 320 px phone has 288 px for the calendar: days of 2rem (32 px, above the 24 px target size) fit it. */
  @media (max-width: 24rem) {
    padding: 0.25rem;
    .react-datepicker__month { margin: 0.25rem 0; }
    .react-datepicker__day-name, .react-datepicker__day { width: 2rem; line-height: 2rem; margin: 0.0625rem; }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
  padding: 0 0.25rem 0.5rem;
  select { min-height: 2.25rem; font: inherit; }
  button {
    min-width: 2.25rem;
    min-height: 2.25rem;
    font: inherit;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.page};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0.25rem;
    cursor: pointer;
  }
  button:disabled { cursor: default; opacity: 0.4; }
`;

/** The cultures whose day names are not English; a culture without one reads the days in English. */
const DAY_NAME_LOCALES: Readonly<Partial<Record<string, Locale>>> = { es };

/** The locale prop, left out for a culture without one (react-datepicker's own English). */
const dayNameLocale = (culture: string): { readonly locale?: Locale } => {
  const locale = DAY_NAME_LOCALES[culture];
  return locale === undefined ? {} : { locale };
};

const toDate = (day: CalendarDay): Date => new Date(day.year, day.month - 1, day.day);

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

const CalendarHeader = ({ date, changeMonth, changeYear, decreaseMonth, increaseMonth, prevMonthButtonDisabled, nextMonthButtonDisabled, range }: ReactDatePickerCustomHeaderProps & { readonly range: DatePickerRange }) => {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: "long" });
  return (
    <Header>
      <button type="button" onClick={decreaseMonth} disabled={prevMonthButtonDisabled} aria-label={t("LocKey_DatePicker_PreviousMonth")}>
        <span aria-hidden="true">‹</span>
      </button>
      <label>
        <VisuallyHidden>{t("LocKey_DatePicker_Month")}</VisuallyHidden>
        <select value={date.getMonth()} onChange={(event) => { changeMonth(Number(event.target.value)); }}>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName.format(new Date(2000, month, 1))}
            </option>
          ))}
        </select>
      </label>
      <label>
        <VisuallyHidden>{t("LocKey_DatePicker_Year")}</VisuallyHidden>
        <select value={date.getFullYear()} onChange={(event) => { changeYear(Number(event.target.value)); }}>
          {pickerYears(range).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={increaseMonth} disabled={nextMonthButtonDisabled} aria-label={t("LocKey_DatePicker_NextMonth")}>
        <span aria-hidden="true">›</span>
      </button>
    </Header>
  );
};

/** Week-day names in the claimant's language (the calendar's own names are English). */
const DayName = ({ day }: ReactDatePickerCustomDayNameProps) => {
  const { i18n } = useTranslation();
  return <abbr title={new Intl.DateTimeFormat(i18n.language, { weekday: "long" }).format(day)}>{new Intl.DateTimeFormat(i18n.language, { weekday: "short" }).format(day)}</abbr>;
};

export const DatePickerPopup = ({ id, label, range, chosen, onChoose }: DatePickerPopupProps) => {
  const { t, i18n } = useTranslation();
  const popup = useRef<HTMLDivElement>(null);
  // Opening moves focus to the chosen day (or the day nearest today the range allows), where the arrow keys move.
  useEffect(() => {
    popup.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, []);
  return (
    <Popup ref={popup} id={id} role="dialog" aria-label={label}>
      <DatePicker
        inline
        selected={chosen === null ? null : toDate(chosen)}
        minDate={toDate(range.min)}
        maxDate={toDate(range.max)}
        calendarStartDay={DATE_PICKER_DEFAULTS.weekStartsOn}
        {...dayNameLocale(i18n.language)}
        chooseDayAriaLabelPrefix={t("LocKey_DatePicker_ChooseDay")}
        disabledDayAriaLabelPrefix={t("LocKey_DatePicker_DayNotAvailable")}
        monthAriaLabelPrefix={t("LocKey_DatePicker_Month")}
        renderCustomHeader={(header) => <CalendarHeader {...header} range={range} />}
        renderCustomDayName={(name) => <DayName {...name} />}
        onChange={(date: Date | null) => {
          if (date !== null) onChoose({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
        }}
      />
    </Popup>
  );
};

// What the date field's calendars share (date-picker-popup.tsx for one day, date-list-popup.tsx for a range,
// several days or a week): the panel under the field, week-day names in the claimant's language (the
// calendar's own are English; screen readers say date-fns' locale of the culture), the conversion between
// the calendar's Date and a CalendarDay, and the row of Select and Cancel buttons.
import type { Locale } from "date-fns";
import { es } from "date-fns/locale/es";
import type { ReactDatePickerCustomDayNameProps } from "react-datepicker";
import "react-datepicker/dist/react-datepicker.css";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { type CalendarDay, DATE_PICKER_DEFAULTS } from "../../../domain/forms/date-picker.ts";
import { ActionButton } from "../../modals/action-button.tsx";

export const Popup = styled.div`
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
  .react-datepicker__month-text { min-width: 4rem; padding: 0.5rem 0.25rem; }
  .react-datepicker__day--disabled, .react-datepicker__month-text--disabled { text-decoration: line-through; }
  abbr[title] { text-decoration: none; }
  max-width: calc(100vw - 2rem);
  /* A 320 px phone has 288 px for the calendar: days of 2rem (32 px, above the 24 px target size) fit it. */
  @media (max-width: 24rem) {
    padding: 0.25rem;
    .react-datepicker__month { margin: 0.25rem 0; }
    .react-datepicker__day-name, .react-datepicker__day { width: 2rem; line-height: 2rem; margin: 0.0625rem; }
  }
`;

/** The cultures whose day names are not English; a culture without one reads the days in English. */
const DAY_NAME_LOCALES: Readonly<Partial<Record<string, Locale>>> = { es };

/** The locale prop, left out for a culture without one (react-datepicker's own English). */
export const dayNameLocale = (culture: string): { readonly locale?: Locale } => {
  const locale = DAY_NAME_LOCALES[culture];
  return locale === undefined ? {} : { locale };
};

export const toDate = (day: CalendarDay): Date => new Date(day.year, day.month - 1, day.day);

/** Week-day names in the claimant's language (the calendar's own names are English). */
export const DayName = ({ day }: ReactDatePickerCustomDayNameProps) => {
  const { i18n } = useTranslation();
  return <abbr title={new Intl.DateTimeFormat(i18n.language, { weekday: "long" }).format(day)}>{new Intl.DateTimeFormat(i18n.language, { weekday: "short" }).format(day)}</abbr>;
};

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0.5rem 0.25rem 0;
`;

export const OtherButton = styled(ActionButton)`
  min-width: 0;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border-color: ${({ theme }) => theme.colors.primary};
`;

export const asDay = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });


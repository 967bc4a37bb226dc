// The calendar's header for days and months (spec section 9): a day picker steps by month with labelled month
// and year lists; a month picker steps by year with the year list (a year picker is year-grid.tsx). Every
// control is labelled in the claimant's language; none decides a date.
import type { ReactDatePickerCustomHeaderProps } from "react-datepicker";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { PickerView } from "../../../domain/forms/date-picker-options.schema.ts";
import { type DatePickerRange, pickerYears } from "../../../domain/forms/date-picker.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";

/** The bar above a calendar: its paging buttons and lists, spaced apart. */
export const CalendarBar = styled.div`
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
  button:disabled, button[aria-disabled="true"] { cursor: default; opacity: 0.4; }
`;

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

type HeaderProps = ReactDatePickerCustomHeaderProps & { readonly range: DatePickerRange };

/**
 * A paging button. At the range's end it says it is unavailable (aria-disabled) rather than being disabled,
 * so focus stays on it when the last press reaches the end, and Escape still closes the calendar.
 */
export const Step = ({ onClick, disabled, label, arrow }: { readonly onClick: () => void; readonly disabled: boolean; readonly label: string; readonly arrow: "‹" | "›" }) => (
  <button
    type="button"
    onClick={() => {
      if (!disabled) onClick();
    }}
    aria-disabled={disabled}
    aria-label={label}
  >
    <span aria-hidden="true">{arrow}</span>
  </button>
);

const YearList = ({ date, changeYear, range }: HeaderProps) => {
  const { t } = useTranslation();
  return (
    <label>
      <VisuallyHidden>{t("LocKey_DatePicker_Year")}</VisuallyHidden>
      <select
        value={date.getFullYear()}
        onChange={(event) => {
          changeYear(Number(event.target.value));
        }}
      >
        {pickerYears(range).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </label>
  );
};

const DayHeader = (props: HeaderProps) => {
  const { t, i18n } = useTranslation();
  const { date, changeMonth, decreaseMonth, increaseMonth, prevMonthButtonDisabled, nextMonthButtonDisabled } = props;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: "long" });
  return (
    <CalendarBar>
      <Step onClick={decreaseMonth} disabled={prevMonthButtonDisabled} label={t("LocKey_DatePicker_PreviousMonth")} arrow="‹" />
      <label>
        <VisuallyHidden>{t("LocKey_DatePicker_Month")}</VisuallyHidden>
        <select
          value={date.getMonth()}
          onChange={(event) => {
            changeMonth(Number(event.target.value));
          }}
        >
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName.format(new Date(2000, month, 1))}
            </option>
          ))}
        </select>
      </label>
      <YearList {...props} />
      <Step onClick={increaseMonth} disabled={nextMonthButtonDisabled} label={t("LocKey_DatePicker_NextMonth")} arrow="›" />
    </CalendarBar>
  );
};

const MonthHeader = (props: HeaderProps) => {
  const { t } = useTranslation();
  return (
    <CalendarBar>
      <Step onClick={props.decreaseYear} disabled={props.prevYearButtonDisabled} label={t("LocKey_DatePicker_PreviousYear")} arrow="‹" />
      <YearList {...props} />
      <Step onClick={props.increaseYear} disabled={props.nextYearButtonDisabled} label={t("LocKey_DatePicker_NextYear")} arrow="›" />
    </CalendarBar>
  );
};

export const CalendarHeader = ({ view, ...props }: HeaderProps & { readonly view: Exclude<PickerView, "year"> }) =>
  view === "day" ? <DayHeader {...props} /> : <MonthHeader {...props} />;

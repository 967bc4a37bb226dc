// A year picker's calendar (spec section 9, yyyy): a page of twelve years as buttons, stepped a page at a time,
// the chosen year pressed and the years outside the field's range disabled. Drawn here rather than by
// react-datepicker, whose year cells carry no role, state or name for a screen reader. It decides no date.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { DatePickerRange } from "../../../domain/forms/date-picker.ts";
import { CalendarBar, Step } from "./date-picker-headers.tsx";

/** Years on a page, as react-datepicker's year picker shows them. */
const PAGE = 12;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(4rem, 1fr));
  gap: 0.25rem;
  padding: 0.25rem;
`;

const Cell = styled.button`
  min-height: 2.75rem;
  font: inherit;
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.25rem;
  cursor: pointer;
  &[aria-pressed="true"] { color: ${({ theme }) => theme.colors.onPrimary}; background: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
  &:disabled { cursor: default; opacity: 0.4; text-decoration: line-through; }
`;

/** The first year of the page holding the year: pages run 2017–2028, 2029–2040, ... */
const pageStart = (year: number): number => Math.ceil(year / PAGE) * PAGE - (PAGE - 1);

export interface YearGridProps {
  readonly range: DatePickerRange;
  readonly chosen: number | null;
  /** The year the grid opens on when none is chosen: this year, kept inside the range. */
  readonly thisYear: number;
  readonly onChoose: (year: number) => void;
}

export const YearGrid = ({ range, chosen, thisYear, onChoose }: YearGridProps) => {
  const { t } = useTranslation();
  const opensOn = chosen ?? Math.min(Math.max(thisYear, range.min.year), range.max.year);
  const [start, setStart] = useState(() => pageStart(opensOn));
  const grid = useRef<HTMLDivElement>(null);
  const firstFocus = useRef(opensOn);
  // Opening moves focus to the year it opens on; paging later keeps focus on the paging button.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-year="${String(firstFocus.current)}"]`)?.focus({ preventScroll: true });
  }, []);
  const years = Array.from({ length: PAGE }, (_, index) => start + index);
  const inside = (year: number): boolean => year >= range.min.year && year <= range.max.year;
  return (
    <div>
      <CalendarBar>
        <Step onClick={() => { setStart(start - PAGE); }} disabled={start <= range.min.year} label={t("LocKey_DatePicker_PreviousYears")} arrow="‹" />
        <span aria-live="polite">{`${String(start)} – ${String(start + PAGE - 1)}`}</span>
        <Step onClick={() => { setStart(start + PAGE); }} disabled={start + PAGE - 1 >= range.max.year} label={t("LocKey_DatePicker_NextYears")} arrow="›" />
      </CalendarBar>
      <Grid ref={grid}>
        {years.map((year) => (
          <Cell key={year} type="button" data-year={year} aria-pressed={year === chosen} disabled={!inside(year)} onClick={() => { onChoose(year); }}>
            {year}
          </Cell>
        ))}
      </Grid>
    </div>
  );
};

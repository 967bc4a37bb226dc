// The date building block of a field that takes a list of dates (spec sections 2, 4, 5 and 9; PATTERNS
// "Dates as text in mm/dd/yyyy with the picker as an aid"): in a fieldset named by the field's label, a range
// as two boxes, From and To (a fixed end shown, not asked); a week as its first day, its last day said
// beside it; several days as one box each, with "Add another date" up to the field's limit and Remove on
// each. Each box is typed under the field's mask, and a calendar beside them (date-list-popup.tsx) chooses
// the whole list. The list is validated when focus leaves the fieldset, when Enter is pressed in a box,
// and at once when the calendar chooses: a choice the field's rules refuse is said as it is made.
import { type FocusEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { DateSelection } from "../../../domain/forms/date-picker-options.schema.ts";
import {
  type CalendarDay,
  chosenDay,
  chosenDayText,
  datePickerRange,
  dayOffered,
  listedDays,
  pickerBehaviour,
  rangeEndOffered,
  rangeStartOffered,
  weekFromFirstDay,
  weekPickerRange
} from "../../../domain/forms/date-picker.ts";
import { dateListLimit } from "../../../domain/forms/date-selection.ts";
import { isDateList } from "../../../domain/forms/field-value.ts";
import { onDemand } from "../../app/on-demand.tsx";
import { useClaimSession } from "../../app/claim-session-context.ts";
import type { FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";
import { TextInput } from "../text-field.tsx";
import type { ListChoice } from "./date-list-popup.tsx";
import { useMaskedInput } from "./masked-input.tsx";
import { CalendarButton, OpenButton, PopupLoading, useCalendarClosing, useCalendarToday } from "./calendar-opener.tsx";

type ListSelection = Exclude<DateSelection, "single">;

const loadPopup = () => import("./date-list-popup.tsx");

/** A range's two ends side by side; several days one under another, each with its Remove. */
const Boxes = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? "column" : "row")};
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: ${({ $stacked }) => ($stacked ? "flex-start" : "flex-end")};
  margin-bottom: 0.5rem;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  > label { font-weight: 400; }
`;

const DateInput = styled(TextInput)`
  max-width: 11rem;
`;

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;


const DateListPopup = onDemand("date list picker", () => loadPopup().then((module) => module.DateListPopup), <PopupLoading />);

interface DateBoxProps {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly maskName: string | null;
  readonly disabled: boolean;
  /** A range's fixed end: shown, reachable and read, not typed in. */
  readonly readOnly: boolean;
  readonly invalid: true | undefined;
  readonly describedBy: string | undefined;
  readonly onEdit: (text: string) => void;
  readonly onEnter: () => void;
}

/** One box of the list, typed under the field's mask. */
const DateBox = ({ id, label, text, maskName, disabled, readOnly, invalid, describedBy, onEdit, onEnter }: DateBoxProps) => {
  const input = useMaskedInput(maskName, text, onEdit);
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <DateInput
        key={maskName ?? ""}
        {...input}
        id={id}
        type="text"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onKeyDown={(event) => {
          if (event.key === "Enter") onEnter();
        }}
      />
    </Box>
  );
};

/** The boxes the list shows: a range's or a week's two ends, or several days (one empty box at least). */
const boxesOf = (selection: ListSelection, texts: readonly string[]): readonly string[] =>
  selection === "multiple" ? (texts.length === 0 ? [""] : texts) : [texts[0] ?? "", texts[1] ?? ""];

const dayText = (day: CalendarDay | null): string => (day === null ? "" : chosenDayText(day));

/** The days as the field stores them: no day chosen is no answer (null), never an empty list. */
const storedDays = (days: ListChoice): readonly string[] | null => (days.length === 0 ? null : days.map(dayText));

export const DateListField = ({ clientId, field, value, issues, disabled, maskName, selection }: FieldBlockProps & { readonly selection: ListSelection }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const [open, setOpen] = useState(false);
  const [focusBox, setFocusBox] = useState<number | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const options = field.datePicker ?? {};
  const behaviour = useMemo(() => pickerBehaviour(field), [field]);
  const range = useMemo(() => (selection === "week" ? weekPickerRange(datePickerRange(field)) : datePickerRange(field)), [field, selection]);
  const offered = useMemo(() => dayOffered(field), [field]);
  const endOffered = useMemo(() => (first: CalendarDay) => rangeEndOffered(field, first), [field]);
  const startOffered = useMemo(() => (last: CalendarDay) => rangeStartOffered(field, last), [field]);
  const fixed = useMemo(
    () => ({
      start: options.fixedStart === undefined ? null : chosenDay(options.fixedStart, datePickerRange(field)),
      end: options.fixedEnd === undefined ? null : chosenDay(options.fixedEnd, datePickerRange(field))
    }),
    [field, options.fixedStart, options.fixedEnd]
  );
  const maxDates = dateListLimit(field);

  // The session judges every edit as it is stored; while the claimant is part-way through the list (typing a
  // box, or a range's first day chosen), its issues wait until it is judged as a whole.
  const [editing, setEditing] = useState(false);
  const shown = open && !disabled;
  const today = useCalendarToday(shown);
  const hide = useCallback(() => {
    setOpen(false);
  }, []);
  const stored = value !== null && isDateList(value) ? value : [];
  // A fixed end is part of every answer: shown from the start, kept with whatever is typed at the other end.
  const texts = selection === "range" ? [stored[0] ?? dayText(fixed.start), stored[1] ?? dayText(fixed.end)] : stored;
  const boxes = boxesOf(selection, texts);
  const label = t(field.label ?? field.key);
  const openLabel = `${t(selection === "week" ? "LocKey_DatePicker_OpenWeek" : "LocKey_DatePicker_OpenDates")}, ${label}`;

  const store = (next: readonly string[] | null) => session.editField(clientId, field.key, next);
  const validate = () => {
    setEditing(false);
    void session.validateField(clientId, field.key);
  };
  const editBox = (index: number) => (text: string) => {
    setEditing(true);
    if (selection === "week") {
      void store(weekFromFirstDay(text));
      return;
    }
    void store(boxes.map((current, at) => (at === index ? text : current)));
  };

  // A box added or removed takes focus: the new one, or the one now in the removed one's place.
  useEffect(() => {
    if (focusBox === null) return;
    group.current?.querySelectorAll<HTMLInputElement>("input")[focusBox]?.focus();
    setFocusBox(null);
  }, [focusBox]);

  useCalendarClosing(shown, behaviour.closeOnScroll, group, button, hide);

  const close = () => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  };

  const choose = (days: ListChoice) => {
    close();
    setEditing(false);
    void store(storedDays(days))
      .then(() => session.validateField(clientId, field.key))
      .then(() => {
        const refused = session.getSnapshot().pageIssues.some((found) => found.path[0] === clientId && found.path[1] === field.key);
        if (refused) group.current?.querySelector<HTMLInputElement>("input:not(:disabled):not([readonly])")?.focus({ preventScroll: true });
      });
  };

  // Kept with the calendar open: a multi-date's days, judged as each is chosen; a range's first day, not yet.
  const pick = (days: ListChoice) => {
    setEditing(selection !== "multiple");
    void store(storedDays(days));
  };

  // The list is judged as a whole once focus leaves it, not as each box is left half-way through a range.
  const validateOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (shown && event.relatedTarget instanceof Node) setOpen(false);
    validate();
  };

  const boxLabel = (index: number): string => {
    if (selection === "range") return t(index === 0 ? "LocKey_DateRange_From" : "LocKey_DateRange_To");
    if (selection === "week") return t("LocKey_Week_FirstDay");
    return t("LocKey_MultiDate_Date", { number: index + 1 });
  };

  return (
    <FieldFrame clientId={clientId} field={field.placeholder === undefined ? { ...field, placeholder: "LocKey_Placeholder_Date" } : field} issues={editing ? [] : issues} as="legend">
      {(wiring) => (
        <div
          ref={group}
          onBlur={validateOnLeave}
          onKeyDown={(event) => {
            if (event.key !== "Escape" || !shown) return;
            event.preventDefault();
            event.stopPropagation();
            close();
          }}
        >
          <Boxes $stacked={selection === "multiple"}>
            {(selection === "week" ? boxes.slice(0, 1) : boxes).map((text, index) => {
              const fixedHere = selection === "range" && ((index === 0 && fixed.start !== null) || (index === 1 && fixed.end !== null));
              return (
                <Row key={index}>
                  <DateBox
                    id={index === 0 ? wiring.inputId : `${wiring.inputId}-${String(index)}`}
                    label={boxLabel(index)}
                    text={text}
                    maskName={maskName}
                    disabled={disabled}
                    readOnly={fixedHere}
                    invalid={wiring.invalid}
                    describedBy={wiring.describedBy}
                    onEdit={editBox(index)}
                    onEnter={validate}
                  />
                  {selection === "multiple" && boxes.length > 1 && (
                    <OpenButton
                      type="button"
                      disabled={disabled}
                      onClick={() => {
                        void store(boxes.filter((_, at) => at !== index));
                        setFocusBox(Math.min(index, boxes.length - 2));
                      }}
                    >
                      {t("LocKey_MultiDate_Remove", { number: index + 1 })}
                    </OpenButton>
                  )}
                </Row>
              );
            })}
            {/* Always there, its text changing, so a screen reader says the last day as the first is typed. */}
            {selection === "week" && <p role="status">{boxes[1] === "" ? "" : t("LocKey_Week_LastDay", { date: boxes[1] })}</p>}
          </Boxes>
          <Row>
            {selection === "multiple" && (
              <OpenButton
                type="button"
                disabled={disabled || boxes.length >= maxDates}
                onClick={() => {
                  void store([...boxes, ""]);
                  setFocusBox(boxes.length);
                }}
              >
                {t("LocKey_MultiDate_Add")}
              </OpenButton>
            )}
            <CalendarButton
              ref={button}
              text={t(selection === "week" ? "LocKey_DatePicker_OpenWeek" : "LocKey_DatePicker_OpenDates")}
              name={openLabel}
              shown={shown}
              disabled={disabled}
              popupId={popupId}
              preload={() => void loadPopup()}
              onToggle={() => {
                setOpen(!shown);
              }}
            />
            {shown && (
              <DateListPopup
                id={popupId}
                label={openLabel}
                selection={selection}
                range={range}
                chosen={listedDays(selection === "multiple" ? texts.filter((text) => text.trim() !== "") : boxes, datePickerRange(field))}
                offered={offered}
                endOffered={endOffered}
                startOffered={startOffered}
                fixed={fixed}
                maxDates={maxDates}
                confirm={behaviour.confirm}
                today={today}
                onChoose={choose}
                onPick={pick}
                onCancel={close}
              />
            )}
          </Row>
        </div>
      )}
    </FieldFrame>
  );
};

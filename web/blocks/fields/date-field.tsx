// The date building block (spec sections 2, 4, 5 and 9; PATTERNS "Dates as text in mm/dd/yyyy with the picker
// as an aid"): a text input under the field's mask with the hint of its grain (mm/dd/yyyy, mm/yyyy or yyyy),
// and beside it a button opening a calendar, loaded on first use, of days, months or years as the field's
// picker says. Escape, a click outside, a chosen day (or Select, Cancel and Now when the picker confirms) and,
// when configured, scrolling the page close it; a chosen day is stored as the input shows it and validated at
// once, so a choice the field's rules refuse is said as it is made. Typing stays the way in; the calendar never
// is the only one. A field that takes a range, several days or a week is date-list-field.tsx's.
import { type KeyboardEvent, type FocusEvent, useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { PickerView } from "../../../domain/forms/date-picker-options.schema.ts";
import { type CalendarDay, chosenDay, chosenDayText, datePickerRange, dayOffered, pickerBehaviour } from "../../../domain/forms/date-picker.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import { autocompleteFor } from "../autocomplete.ts";
import { asText, type FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";
import { TextInput } from "../text-field.tsx";
import { useMaskedInput } from "./masked-input.tsx";
import { onDemand } from "../../app/on-demand.tsx";
import { CalendarButton, PopupLoading, useCalendarClosing, useCalendarToday } from "./calendar-opener.tsx";
import { dateSelection } from "../../../domain/forms/date-selection.ts";
import { DateListField } from "./date-list-field.tsx";

/** The hint of a date field whose configuration names none: mm/dd/yyyy (spec section 5), mm/yyyy or yyyy. */
const HINT_KEYS: Readonly<Record<PickerView, string>> = {
  day: "LocKey_Placeholder_Date",
  month: "LocKey_Placeholder_Month",
  year: "LocKey_Placeholder_Year"
};

const loadPopup = () => import("./date-picker-popup.tsx");

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: stretch;
`;

const DateInput = styled(TextInput)`
  max-width: 11rem;
`;


const DatePickerPopup = onDemand("date picker", () => loadPopup().then((module) => module.DatePickerPopup), <PopupLoading />);

const SingleDateField = ({ clientId, field, value, issues, disabled, maskName }: FieldBlockProps) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const [open, setOpen] = useState(false);
  const picker = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const text = asText(value);
  const input = useMaskedInput(maskName, text, (typed) => void session.editField(clientId, field.key, typed));
  const range = useMemo(() => datePickerRange(field), [field]);
  const behaviour = useMemo(() => pickerBehaviour(field), [field]);
  const offered = useMemo(() => dayOffered(field), [field]);
  const shown = open && !disabled;
  // Today, from the session's clock, asked as the calendar opens: where it opens, and what Now chooses.
  const today = useCalendarToday(shown);
  const hide = useCallback(() => {
    setOpen(false);
  }, []);
  const validate = () => void session.validateField(clientId, field.key);
  const openLabel = `${t("LocKey_DatePicker_Open")}, ${t(field.label ?? field.key)}`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus({ preventScroll: true });
  };
  // Validated at once: a choice the field's rules refuse (the invalid-select of spec section 4) is said as it
  // is made, focus going to the answer, whose description gives the reason; an accepted one, to the button.
  const choose = (day: CalendarDay) => {
    close(true);
    void session
      .editField(clientId, field.key, chosenDayText(day, behaviour.view))
      .then(() => session.validateField(clientId, field.key))
      .then(() => {
        const refused = session.getSnapshot().pageIssues.some((found) => found.path[0] === clientId && found.path[1] === field.key);
        if (refused) input.ref.current?.focus({ preventScroll: true });
      });
  };

  useCalendarClosing(shown, behaviour.closeOnScroll, picker, button, hide);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !shown) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };
  // Tabbing out of the calendar closes it too.
  const closeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <FieldFrame clientId={clientId} field={field.placeholder === undefined ? { ...field, placeholder: HINT_KEYS[behaviour.view] } : field} issues={issues}>
      {(wiring) => (
        <Row>
          <DateInput
            key={maskName ?? ""}
            {...input}
            id={wiring.inputId}
            name={field.key}
            type="text"
            autoComplete={autocompleteFor(field.key) ?? "off"}
            disabled={disabled}
            aria-invalid={wiring.invalid}
            aria-describedby={wiring.describedBy}
            onBlur={validate}
            onKeyDown={(event) => {
              if (event.key === "Enter") validate();
            }}
          />
          <div ref={picker} onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
            <CalendarButton
              ref={button}
              text={t("LocKey_DatePicker_Open")}
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
              <DatePickerPopup
                id={popupId}
                label={openLabel}
                range={range}
                view={behaviour.view}
                chosen={chosenDay(text === "" ? null : text, range, behaviour.view)}
                offered={offered}
                confirm={behaviour.confirm}
                today={today}
                onChoose={choose}
                onCancel={() => {
                  close(true);
                }}
              />
            )}
          </div>
        </Row>
      )}
    </FieldFrame>
  );
};

export const DateField = (props: FieldBlockProps) => {
  const selection = dateSelection(props.field);
  return selection === "single" ? <SingleDateField {...props} /> : <DateListField {...props} selection={selection} />;
};

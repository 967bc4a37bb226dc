// The hybrid radio-text building block (spec section 2): a radio per option and a last "Other" choice
// that reveals a text input. The stored value is the chosen option's value, or what is typed once Other is
// chosen (nothing typed is null). A stored value that is no option reads as Other with that text.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import type { OptionItem } from "../../../domain/forms/field-config.schema.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import { asText, type FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";
import { fieldErrorId } from "../field-id.ts";
import { TextInput } from "../text-field.tsx";
import { Choice, ChoiceList } from "./choice-styles.ts";
import { useGroupLeave } from "./group-leave.ts";
import { choiceId, OptionRadio } from "./radio-field.tsx";

/** The localization key of the last choice's label. */
export const OTHER_OPTION_KEY = "LocKey_Option_Other";

const OtherText = styled.div`
  padding-left: 2rem;
`;

const isOption = (options: readonly OptionItem[], text: string): boolean => options.some((option) => option.value === text);

/** Other is chosen when the stored value is a value but none of the options. */
export const readsAsOther = (options: readonly OptionItem[], value: FieldValue): boolean => {
  const text = asText(value);
  return text !== "" && !isOption(options, text);
};

export const HybridRadioTextField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const options = field.options ?? [];
  const stored = asText(value);
  // Other stays chosen while its text is empty (stored as null), so the choice is kept here.
  const [otherChosen, setOtherChosen] = useState(() => readsAsOther(options, value));
  const other = otherChosen || readsAsOther(options, value);
  const edit = (next: string) => void session.editField(clientId, field.key, next);
  const leaving = useGroupLeave(() => void session.validateField(clientId, field.key));
  return (
    <FieldFrame clientId={clientId} field={field} issues={issues} as="legend">
      {(wiring) => {
        const otherId = choiceId(wiring.inputId, options.length);
        const otherLabelId = `${otherId}-label`;
        return (
          <ChoiceList {...leaving}>
            {options.map((option, index) => (
              <OptionRadio
                key={option.value}
                id={choiceId(wiring.inputId, index)}
                name={wiring.inputId}
                option={option}
                checked={!other && stored === option.value}
                disabled={disabled}
                onChoose={() => {
                  setOtherChosen(false);
                  edit(option.value);
                }}
              />
            ))}
            <Choice>
              <input
                type="radio"
                id={otherId}
                name={wiring.inputId}
                value=""
                checked={other}
                disabled={disabled}
                aria-controls={other ? `${otherId}-text` : undefined}
                onChange={() => {
                  setOtherChosen(true);
                  // Nothing typed yet: the choice of an option is undone.
                  edit("");
                }}
              />
              <label id={otherLabelId} htmlFor={otherId}>
                {t(OTHER_OPTION_KEY)}
              </label>
            </Choice>
            {other && (
              <OtherText>
                <TextInput
                  id={`${otherId}-text`}
                  name={field.key}
                  type="text"
                  value={stored}
                  disabled={disabled}
                  aria-labelledby={otherLabelId}
                  aria-invalid={wiring.invalid}
                  aria-describedby={wiring.invalid === true ? fieldErrorId(clientId, field.key) : undefined}
                  onChange={(event) => {
                    edit(event.target.value);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") void session.validateField(clientId, field.key);
                  }}
                />
              </OtherText>
            )}
          </ChoiceList>
        );
      }}
    </FieldFrame>
  );
};

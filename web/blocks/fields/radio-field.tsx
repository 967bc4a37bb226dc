// The radio building block (spec sections 2 and 5): a fieldset whose legend is the field's label, one
// radio per option with its label after it. The first radio carries the field's input id, so the error
// summary's link lands on the group; the group validates when focus leaves it, not between its radios.
import { useTranslation } from "react-i18next";
import { useClaimSession } from "../../app/claim-session-context.ts";
import type { OptionItem } from "../../../domain/forms/field-config.schema.ts";
import { asText, type FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";
import { Choice, ChoiceList } from "./choice-styles.ts";
import { useGroupLeave } from "./group-leave.ts";

/** The id of a group's n-th choice: the field's input id for the first, so links to the field reach it. */
export const choiceId = (inputId: string, index: number): string => (index === 0 ? inputId : `${inputId}-${String(index)}`);

export interface OptionRadioProps {
  readonly id: string;
  /** The group's name: every radio of a field shares it. */
  readonly name: string;
  readonly option: OptionItem;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChoose: () => void;
}

/** One option of a group: its radio, then its localized label. */
export const OptionRadio = ({ id, name, option, checked, disabled, onChoose }: OptionRadioProps) => {
  const { t } = useTranslation();
  return (
    <Choice>
      <input type="radio" id={id} name={name} value={option.value} checked={checked} disabled={disabled} onChange={onChoose} />
      <label htmlFor={id}>{t(option.label)}</label>
    </Choice>
  );
};

export const RadioField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const session = useClaimSession();
  const chosen = asText(value);
  const leaving = useGroupLeave(() => void session.validateField(clientId, field.key));
  return (
    <FieldFrame clientId={clientId} field={field} issues={issues} as="legend">
      {(wiring) => (
        <ChoiceList {...leaving}>
          {(field.options ?? []).map((option, index) => (
            <OptionRadio
              key={option.value}
              id={choiceId(wiring.inputId, index)}
              name={wiring.inputId}
              option={option}
              checked={chosen === option.value}
              disabled={disabled}
              onChoose={() => void session.editField(clientId, field.key, option.value)}
            />
          ))}
        </ChoiceList>
      )}
    </FieldFrame>
  );
};

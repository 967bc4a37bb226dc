// The checkbox building block (spec section 2): a boolean, its box before its label, its first issue
// below it and an error style on the field. An unset value (null) shows unchecked; the first change stores
// true or false. Leaving the box validates it.
import { useTranslation } from "react-i18next";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import type { FieldBlockProps } from "../field-block-props.ts";
import { FieldGroup, FieldHint, FieldLabelText, FieldMessage } from "../field-frame.tsx";
import { fieldErrorId, fieldInputId } from "../field-id.ts";
import { useIssueText } from "../use-issue-text.ts";
import { Choice } from "./choice-styles.ts";

/** Ticked only for true: null (unset) and false both show an empty box. */
export const isTicked = (value: FieldValue): boolean => value === true;

export const CheckboxField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const { t } = useTranslation();
  const issueText = useIssueText(issues);
  const session = useClaimSession();
  const inputId = fieldInputId(clientId, field.key);
  const errorId = fieldErrorId(clientId, field.key);
  const hintId = `${inputId}-hint`;
  const [first] = issues;
  const hint = field.placeholder === undefined ? null : t(field.placeholder);
  const describedBy = [hint === null ? null : hintId, first === undefined ? null : errorId].filter((id) => id !== null).join(" ");
  return (
    <FieldGroup $invalid={first !== undefined}>
      <Choice>
        <input
          type="checkbox"
          id={inputId}
          name={field.key}
          checked={isTicked(value)}
          disabled={disabled}
          aria-invalid={first === undefined ? undefined : true}
          aria-describedby={describedBy === "" ? undefined : describedBy}
          onChange={(event) => void session.editField(clientId, field.key, event.target.checked)}
          onBlur={() => void session.validateField(clientId, field.key)}
        />
        <label htmlFor={inputId}>
          <FieldLabelText clientId={clientId} field={field} />
        </label>
      </Choice>
      {hint !== null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {first !== undefined && (
        <FieldMessage id={errorId}>
          <VisuallyHidden>{t("LocKey_Error_Prefix")} </VisuallyHidden>
          {issueText(first)}
        </FieldMessage>
      )}
    </FieldGroup>
  );
};

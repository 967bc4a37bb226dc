// The textarea building block (spec sections 2, 5 and 9): five rows in the field frame, every issue of
// the field shown (a text field shows only its first); editing stores the value, leaving it validates it
// and tracks it when valid.
import { useClaimSession } from "../../app/claim-session-context.ts";
import { asText, type FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame } from "../field-frame.tsx";
import { TextInput } from "../text-field.tsx";

/** Spec section 9: a textarea shows five rows by default. */
export const TEXTAREA_ROWS = 5;

export const TextareaField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const session = useClaimSession();
  return (
    <FieldFrame clientId={clientId} field={field} issues={issues} show="all">
      {(wiring) => (
        <TextInput
          as="textarea"
          id={wiring.inputId}
          name={field.key}
          rows={TEXTAREA_ROWS}
          value={asText(value)}
          disabled={disabled}
          aria-invalid={wiring.invalid}
          aria-describedby={wiring.describedBy}
          onChange={(event) => void session.editField(clientId, field.key, event.target.value)}
          onBlur={() => void session.leaveField(clientId, field.key)}
        />
      )}
    </FieldFrame>
  );
};

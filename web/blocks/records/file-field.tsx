// The file building block (spec sections 2 and 8, PATTERNS "Uploads"): one file per input, the limits said under the
// label before a file is picked, the accepted kinds offered, a polite "Checking" status while a pick is checked and a
// refused file's reason on the field, said again in the same status region (always present, so screen readers hear
// each change) since an error shown on a field is not announced. Cancelling the picker keeps the file chosen before;
// a superseded pick does nothing.
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { isFileList } from "../../../domain/forms/field-value.ts";
import { describeBytes } from "../../../domain/uploads/byte-size.ts";
import { acceptAttribute, describeMediaTypes } from "../../../domain/uploads/media-type-names.ts";
import { uploadLimitsOf } from "../../../domain/uploads/upload-limits.ts";
import { useClaimSession, useClaimState } from "../../app/claim-session-context.ts";
import { useSiteSettings } from "../../app/site-settings-context.ts";
import type { FieldBlockProps } from "../field-block-props.ts";
import { FieldFrame, FieldHint } from "../field-frame.tsx";
import { useIssueText } from "../use-issue-text.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import type { ValidationIssue } from "../../../domain/validation/validation-issue.ts";

const FileInput = styled.input`
  display: block;
  max-width: 100%;
  min-height: 2.75rem;
  padding: 0.375rem 0;
  font: inherit;
  &[aria-invalid="true"] { outline: 2px solid ${({ theme }) => theme.colors.error}; outline-offset: 2px; }
`;

const Chosen = styled.p`
  margin: 0.5rem 0 0;
  overflow-wrap: anywhere;
`;

const CheckStatus = styled.p`
  margin: 0.5rem 0 0;
  overflow-wrap: anywhere;
  &:empty { margin: 0; }
`;

export const FileField = ({ clientId, field, value, issues, disabled }: FieldBlockProps) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const limits = uploadLimitsOf(useSiteSettings().uploads);
  const limitsId = useId();
  const chosen = value !== null && isFileList(value) ? value[0] : undefined;
  const checking = useClaimState((state) => state.fileChecks.find((check) => check.clientId === clientId && check.key === field.key));
  const issueText = useIssueText(issues);
  const [refusal, setRefusal] = useState<ValidationIssue | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const [picked] = input.files ?? [];
    // A picker closed without a choice empties the input in some browsers; the field keeps its file.
    if (picked === undefined) return;
    setRefusal(null);
    const outcome = await session.chooseFile(clientId, field.key, picked);
    if (outcome.superseded !== true) setRefusal(outcome.accepted ? null : outcome.issue);
    // A refused file must not look chosen, and picking it again (once fixed) must be noticed; a superseded
    // pick's outcome is not this input's any more (it shows the later pick).
    if (!outcome.accepted && outcome.superseded !== true) input.value = "";
  };

  return (
    <FieldFrame clientId={clientId} field={field} issues={issues}>
      {(wiring) => (
        <>
          <FieldHint id={limitsId}>
            {t("LocKey_FileUpload_Limits", { types: describeMediaTypes(limits.mediaTypes), max: describeBytes(limits.maxFileBytes) })}
          </FieldHint>
          <FileInput
            id={wiring.inputId}
            name={field.key}
            type="file"
            accept={acceptAttribute(limits.mediaTypes)}
            disabled={disabled}
            aria-invalid={wiring.invalid}
            aria-describedby={[limitsId, wiring.describedBy].filter((id) => id !== undefined).join(" ")}
            onChange={(event) => void choose(event)}
            onBlur={() => void session.validateField(clientId, field.key)}
          />
          <CheckStatus role="status" aria-live="polite">
            {checking !== undefined && t("LocKey_FileUpload_Checking", { fileName: checking.fileName })}
            {checking === undefined && refusal !== null && issues.some((shown) => shown.code === refusal.code) && (
              <VisuallyHidden>
                {t("LocKey_Error_Prefix")} {issueText(refusal)}
              </VisuallyHidden>
            )}
          </CheckStatus>
          {chosen !== undefined && <Chosen>{t("LocKey_FileUpload_Chosen", { fileName: chosen.name, size: describeBytes(chosen.size) })}</Chosen>}
        </>
      )}
    </FieldFrame>
  );
};

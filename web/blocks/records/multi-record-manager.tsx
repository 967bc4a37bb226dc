// The multi-record manager (spec section 2), drawn for uploaded documents: the saved documents as display
// rows (name, size and the record's other answers) each with Remove, and Edit where the template allows it,
// then the draft form drawn from the template's fields with Upload and Cancel, or Add More when no draft is
// open. Upload validates the draft; a failed one moves focus to the first field at fault, a saved one shows
// 'Saved' for 5 seconds. Edit opens the document in the draft form, its heading naming it and focused.
import { useEffect, useRef } from "react";
import { ALLOW_EDIT, isTrue } from "../../../application/use-cases/records.ts";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { FILE_DESCRIPTION_FIELDS } from "../../../domain/forms/field-editing.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { describeBytes } from "../../../domain/uploads/byte-size.ts";
import { documentFileNames } from "../../../domain/validation/multi-record/document-file-names.ts";
import type { RecordList } from "../../../application/session/record-lists.ts";
import { useClaimSession, useClaimState } from "../../app/claim-session-context.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "../../modals/action-button.tsx";
import { asText } from "../field-block-props.ts";
import { fieldInputId } from "../field-id.ts";
import { listKey, type RecordFields, RecordListSection } from "./record-list-parts.tsx";
import { RecordRows, SecondaryButton } from "./record-rows.tsx";
import { useSavedNotice } from "./use-saved-notice.ts";

const Draft = styled.div`
  margin-top: 1.5rem;
  h3 { margin: 0 0 1rem; font-size: 1.125rem; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
`;

/** The columns of a saved document: its file's name and size first, then the answers the template shows. */
const documentColumns = (list: RecordList, t: (key: string) => string) => [
  { key: FILE_DESCRIPTION_FIELDS.name, header: t("LocKey_Records_FileName") },
  { key: FILE_DESCRIPTION_FIELDS.size, header: t("LocKey_Records_FileSize") },
  ...list.template.fields
    .filter((field) => field.control !== "file" && field.control !== "hidden" && field.label !== undefined)
    .map((field) => ({ key: field.key, header: t(field.label ?? field.key) }))
];

export const MultiRecordManager = ({ list, Fields }: { readonly list: RecordList; readonly Fields: RecordFields }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useSavedNotice(list.saved);
  const hash = list.template.metadataHash;
  const [draft] = list.drafts;
  const draftHeading = useRef<HTMLHeadingElement>(null);
  const focusDraft = useRef(false);
  const editing = useClaimState((state) => state.editing?.original.clientId ?? null);
  const editedName = draft !== undefined && draft.clientId === editing ? (documentFileNames(draft)[0]?.fileName ?? "") : null;

  useEffect(() => {
    if (!focusDraft.current) return;
    focusDraft.current = false;
    draftHeading.current?.focus();
  }, [draft?.clientId]);

  useEffect(() => {
    void session.openRecordList(hash);
  }, [session, hash]);

  const cell = (key: string, value: FieldValue): string => {
    if (key === FILE_DESCRIPTION_FIELDS.size && typeof value === "number") return describeBytes(value);
    const option = list.template.fields.find((field) => field.key === key)?.options?.find((item) => item.value === value);
    return option === undefined ? asText(value) : t(option.label);
  };

  const upload = async (record: FormModel) => {
    const outcome = await session.saveDraft(record.clientId);
    const [first] = outcome.issues;
    const key = first?.path[1];
    if (key !== undefined) document.getElementById(fieldInputId(record.clientId, key))?.focus();
  };

  const edit = async (clientId: string) => {
    focusDraft.current = true;
    await session.editRecord(clientId);
  };

  const remove = async (clientId: string) => {
    await session.deleteRecord(clientId);
    // The row and its button are gone: the list's heading keeps the claimant's place.
    heading.current?.focus();
  };

  return (
    <RecordListSection list={list} headingRef={heading} saved={saved}>
      {list.saved.length === 0 ? (
        <p>{t("LocKey_Records_Empty")}</p>
      ) : (
        <RecordRows
          caption={<VisuallyHidden>{t(listKey(list))}</VisuallyHidden>}
          records={list.saved}
          columns={documentColumns(list, t)}
          cell={cell}
          nameOf={(record) => documentFileNames(record)[0]?.fileName ?? ""}
          onRemove={(clientId) => void remove(clientId)}
          {...(isTrue(list, ALLOW_EDIT) ? { onEdit: (clientId: string) => void edit(clientId) } : {})}
        />
      )}
      {draft === undefined ? (
        <SecondaryButton type="button" onClick={() => void session.startDraft(hash)}>
          {t("LocKey_Button_AddMore")}
        </SecondaryButton>
      ) : (
        <Draft>
          <h3 ref={draftHeading} tabIndex={-1}>
            {editedName === null ? t(`${listKey(list)}_Draft`) : t("LocKey_Records_Editing", { name: editedName })}
          </h3>
          <Fields key={draft.clientId} model={draft} />
          <Buttons>
            <ActionButton type="button" onClick={() => void upload(draft)}>
              {t("LocKey_Button_Upload")}
            </ActionButton>
            <SecondaryButton type="button" onClick={() => void session.cancelDraft(draft.clientId)}>
              {t("LocKey_Button_Cancel")}
            </SecondaryButton>
          </Buttons>
        </Draft>
      )}
    </RecordListSection>
  );
};

// The multi-record table (spec sections 2 and 5), drawn for claim transactions such as repairs: one row of
// inputs per record, each a group named "Repair 1", "Repair 2" ...; a row is saved when focus leaves it and
// it validates, Delete removes a draft or a saved row, Add More adds a row, and the template's initialRows
// are opened when the table is first shown. Rows keep the order they were added in while the page is shown.
import { type FocusEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import type { RecordList } from "../../../application/session/record-lists.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { listKey, type RecordFields, RecordListSection } from "./record-list-parts.tsx";
import { SecondaryButton } from "./record-rows.tsx";
import { useSavedNotice } from "./use-saved-notice.ts";

const Row = styled.fieldset`
  margin: 0 0 1.5rem;
  padding: 1rem 1rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  legend { font-weight: 700; padding: 0 0.25rem; }
  > button { margin-bottom: 1rem; }
`;

/** The rows in the order they first appeared: saving moves a record from the drafts to the saved list. */
const useStableOrder = (records: readonly FormModel[]): readonly FormModel[] => {
  const seen = useRef<string[]>([]);
  for (const record of records) if (!seen.current.includes(record.clientId)) seen.current.push(record.clientId);
  const order = seen.current;
  return [...records].sort((a, b) => order.indexOf(a.clientId) - order.indexOf(b.clientId));
};

export const MultiRecordTable = ({ list, Fields }: { readonly list: RecordList; readonly Fields: RecordFields }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useSavedNotice(list.saved);
  const hash = list.template.metadataHash;
  const rows = useStableOrder([...list.saved, ...list.drafts]);

  useEffect(() => {
    void session.openRecordList(hash);
  }, [session, hash]);

  const leaveRow = (clientId: string) => (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    void session.saveRow(clientId);
  };

  const remove = async (clientId: string) => {
    await session.deleteRecord(clientId);
    heading.current?.focus();
  };

  return (
    <RecordListSection list={list} headingRef={heading} saved={saved}>
      {rows.length === 0 && <p>{t("LocKey_Records_Empty")}</p>}
      {rows.map((row, index) => {
        const name = t(`${listKey(list)}_Row`, { number: index + 1 });
        return (
          <Row key={row.clientId} onBlur={leaveRow(row.clientId)}>
            <legend>{name}</legend>
            <Fields model={row} />
            <SecondaryButton type="button" onClick={() => void remove(row.clientId)}>
              {t("LocKey_Button_Delete")}
              <VisuallyHidden> {name}</VisuallyHidden>
            </SecondaryButton>
          </Row>
        );
      })}
      <SecondaryButton type="button" onClick={() => void session.addRow(hash)}>
        {t("LocKey_Button_AddMore")}
      </SecondaryButton>
    </RecordListSection>
  );
};

// Display-only record rows (spec section 2): a table of saved records, one row each, showing the columns
// asked for in their order (domain/forms/display-row.ts: at most 12 cells, 11 with buttons), with Edit (when
// the list allows it) and Remove buttons per row whose hidden text names the record. It edits nothing itself.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { displayRow } from "../../../domain/forms/display-row.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "../../modals/action-button.tsx";

const Table = styled.table`
  width: 100%;
  margin: 0 0 1.5rem;
  border-collapse: collapse;
  caption { text-align: left; font-weight: 700; font-size: 1.125rem; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  td { overflow-wrap: anywhere; }
`;

export const SecondaryButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border-color: ${({ theme }) => theme.colors.primary};
`;

export interface RecordColumn {
  readonly key: string;
  readonly header: string;
}

export interface RecordRowsProps {
  /** The table's name; hidden text when a heading above already says it. */
  readonly caption: ReactNode;
  readonly records: readonly FormModel[];
  readonly columns: readonly RecordColumn[];
  /** A cell's text: sizes for people, option values as their labels. */
  readonly cell: (key: string, value: FieldValue) => ReactNode;
  /** What the Remove button's hidden text calls the record ("receipt.pdf"). */
  readonly nameOf: (record: FormModel) => string;
  /** Removes a record; without it the rows have no Remove button. */
  readonly onRemove?: (clientId: string) => void;
  /** Opens a record to be edited; without it (the default) the rows have no Edit button. */
  readonly onEdit?: (clientId: string) => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A row's action, its hidden text naming the record ("Remove receipt.pdf"). */
const RowButton = ({ labelKey, name, onClick }: { readonly labelKey: string; readonly name: string; readonly onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <SecondaryButton type="button" onClick={onClick}>
      {t(labelKey)}
      <VisuallyHidden> {name}</VisuallyHidden>
    </SecondaryButton>
  );
};

export const RecordRows = ({ caption, records, columns, cell, nameOf, onRemove, onEdit }: RecordRowsProps) => {
  const { t } = useTranslation();
  const shown = new Set(columns.map((column) => column.key));
  const headers = new Map(columns.map((column) => [column.key, column.header]));
  const rows = records.map((record) =>
    displayRow(
      { saved: records, drafts: [] },
      {
        recordClientId: record.clientId,
        ordering: columns.map((column) => column.key),
        hidden: Object.keys(record.fields).filter((key) => !shown.has(key)),
        allowDelete: onRemove !== undefined,
        allowEdit: onEdit !== undefined
      }
    )
  );
  const [first] = rows;
  if (first === undefined) return null;
  const withActions = onRemove !== undefined || onEdit !== undefined;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {first.cells.map(([key]) => (
            <th key={key} scope="col">
              {headers.get(key)}
            </th>
          ))}
          {withActions && (
            <th scope="col">
              <VisuallyHidden>{t("LocKey_Records_Actions")}</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const record = records[index];
          return (
            <tr key={row.recordClientId}>
              {row.cells.map(([key, value]) => (
                <td key={key}>{cell(key, value)}</td>
              ))}
              {withActions && record !== undefined && (
                <td>
                  <Actions>
                    {onEdit !== undefined && <RowButton labelKey="LocKey_Button_Edit" name={nameOf(record)} onClick={() => { onEdit(row.recordClientId); }} />}
                    {onRemove !== undefined && <RowButton labelKey="LocKey_Button_Remove" name={nameOf(record)} onClick={() => { onRemove(row.recordClientId); }} />}
                  </Actions>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
};

// Display-only record rows (spec section 2): a table of saved records, one row each, showing the columns
// asked for in their order (domain/forms/display-row.ts: at most 12 cells, 11 with buttons), with Edit (when
// the list allows it) and Remove buttons per row whose hidden text names the record. It edits nothing itself.
// Where the table's box is narrower than 36rem (a phone, or text spacing widened) each row is drawn as a
// stack of label and value pairs, as GOV.UK's summary lists are, so nothing needs sideways scrolling; the
// header row is then hidden from sight only, and the explicit table roles keep the cells' headers announced.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { displayRow } from "../../../domain/forms/display-row.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "../../modals/action-button.tsx";

/** Measures the width the table has, for the container query below. */
const Frame = styled.div`
  container-type: inline-size;
  margin: 0 0 1.5rem;
`;

/** A cell's column header, drawn beside its value in the stacked layout only; the table's roles already announce it. */
const CellLabel = styled.span`
  display: none;
  font-weight: 700;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; font-weight: 700; font-size: 1.125rem; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  td { overflow-wrap: anywhere; }
  td button { overflow-wrap: normal; }
  @container (max-width: 36rem) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    tbody, tr, td { display: block; }
    tr { padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    td { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 0.75rem; padding: 0.25rem 0; border-bottom: 0; }
    td[data-actions] { display: block; padding-top: 0.5rem; }
    ${CellLabel} { display: block; }
  }
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
    <Frame>
      <Table role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {first.cells.map(([key]) => (
              <th key={key} scope="col" role="columnheader">
                {headers.get(key)}
              </th>
            ))}
            {withActions && (
              <th scope="col" role="columnheader">
                <VisuallyHidden>{t("LocKey_Records_Actions")}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => {
            const record = records[index];
            return (
              <tr key={row.recordClientId} role="row">
                {row.cells.map(([key, value]) => (
                  <td key={key} role="cell">
                    <CellLabel aria-hidden="true">{headers.get(key)}</CellLabel>
                    <span>{cell(key, value)}</span>
                  </td>
                ))}
                {withActions && record !== undefined && (
                  <td role="cell" data-actions="">
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
    </Frame>
  );
};

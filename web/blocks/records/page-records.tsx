// The record lists of the page shown, where a records block places them or after its own fields: uploaded documents as the multi-record
// manager, claim transactions as the multi-record table (spec section 2). Records' fields are drawn by the
// Fields the page gives (its ModelFields).
import { pageRecordLists } from "../../../application/session/record-lists.ts";
import { useClaimState } from "../../app/claim-session-context.ts";
import { drawsList, type PageRecordsProps } from "./record-list-choice.ts";
import { MultiRecordManager } from "./multi-record-manager.tsx";
import { MultiRecordTable } from "./multi-record-table.tsx";

export const PageRecords = ({ Fields, ...choice }: PageRecordsProps) => {
  const state = useClaimState((current) => current);
  return (
    <>
      {pageRecordLists(state).filter((list) => drawsList(choice, list.template.metadataHash)).map((list) =>
        list.kind === "documents" ? (
          <MultiRecordManager key={list.template.metadataHash} list={list} Fields={Fields} />
        ) : (
          <MultiRecordTable key={list.template.metadataHash} list={list} Fields={Fields} />
        )
      )}
    </>
  );
};

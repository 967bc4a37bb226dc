// The record lists of a page, loaded with the first page that has one: the start page and the pages of
// answers never draw a list, so their JavaScript goes without the manager, the table and their rows. Fetched
// ahead once the browser is idle (prefetch-next-steps.ts); a page with a list shows it once it has arrived,
// a failed load tried again (app/on-demand.tsx).
import { pageRecordLists } from "../../../application/session/record-lists.ts";
import { useClaimState } from "../../app/claim-session-context.ts";
import { onDemand } from "../../app/on-demand.tsx";
import { drawsList, type PageRecordsProps } from "./record-list-choice.ts";

const loadPageRecords = () => import("./page-records.tsx");
/** The name the record lists are loaded ahead by (pages/form-page-parts.ts). */
export const PAGE_RECORDS_PART = "page records";

const PageRecordsBlock = onDemand(PAGE_RECORDS_PART, () => loadPageRecords().then((module) => module.PageRecords));

/** Fetches the record lists' code ahead of the first page that draws one. */
export const prefetchRecords = (): void => {
  // A prefetch that fails is asked again by the first page with a list.
  loadPageRecords().catch(() => undefined);
};

export const PageRecords = (props: PageRecordsProps) => {
  const hasLists = useClaimState((state) => pageRecordLists(state).some((list) => drawsList(props, list.template.metadataHash)));
  if (!hasLists) return null;
  return <PageRecordsBlock {...props} />;
};

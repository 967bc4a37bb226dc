// The 'saved' notice as a record list shows it: whether it names one of the list's records, and ending it
// once its 5 seconds have passed on the session's clock (a notice replaced or a list unmounted stops waiting).
import { useEffect } from "react";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { useClaimSession, useClaimState } from "../../app/claim-session-context.ts";

export const useSavedNotice = (records: readonly FormModel[]): boolean => {
  const session = useClaimSession();
  const notice = useClaimState((state) => state.savedNotice);
  useEffect(() => {
    if (notice === null) return undefined;
    const waiting = new AbortController();
    // Interrupted when the notice changes or the list goes: nothing to report.
    session.endSavedNotice(waiting.signal).catch(() => undefined);
    return () => {
      waiting.abort();
    };
  }, [notice, session]);
  return notice !== null && records.some((record) => record.clientId === notice.clientId);
};

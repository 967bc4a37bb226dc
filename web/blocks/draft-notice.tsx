// The notice that answers another tab or device saved since came back in place of this tab's
// (claim-drafts.ts), at the top of every page of a form; the notice given on a page is dismissed as the page
// is left. With the form page's own code, since every page draws it.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { Feedback } from "./feedback.tsx";

/** Answers another tab or device saved since came back in place of this tab's: said at the top of the page. */
export const DraftNotice = () => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const reloaded = useClaimState((state) => state.draft.notice === "reloaded");
  // A notice is about the page it was given on: a new page starts without one.
  useEffect(
    () => () => {
      void session.dismissDraftNotice();
    },
    [session]
  );
  return reloaded ? (
    <Feedback tone="information">
      <p>{t("LocKey_Draft_Reloaded")}</p>
    </Feedback>
  ) : null;
};

// What the Lookup form shows once the credentials are accepted: the member's data as a data summary, and
// the ways on (file a claim, upload documents). Focus moves to it so a screen reader reads it at once.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { lookupSummary } from "../../domain/forms/data-summary.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { DataSummaryBlock } from "../blocks/data-summary.tsx";

export const LookupResult = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  const found = useClaimState((state) => state.navigation.activeForm === "Lookup" && state.authorized.Lookup);
  const prepopulated = useClaimState((state) => state.prepopulated);
  useEffect(() => {
    if (found) region.current?.focus();
  }, [found, prepopulated]);
  if (!found) return null;
  return (
    <div ref={region} tabIndex={-1}>
      <DataSummaryBlock summary={lookupSummary(prepopulated)} headingId={headingId} />
      <ul>
        <li>
          <Link to="/">{t("LocKey_Nav_FileAClaim")}</Link>
        </li>
        <li>
          <Link to="/documents-upload">{t("LocKey_Nav_UploadDocuments")}</Link>
        </li>
      </ul>
    </div>
  );
};

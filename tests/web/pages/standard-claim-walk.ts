// Walks the demo case's Standard form in the rendered site by the session's own commands (editField and
// proceed, what the page's blocks and Next call), page by page, waiting for each page's heading: the demo's
// model configuration served as the case server serves it, stamped with its form type.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { expect } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText } from "../support/render-site.tsx";

interface RawItem {
  readonly metadataHash: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly fields: readonly unknown[];
}

/** The demo's Standard configuration as GET /api/forms/config answers it. */
export const demoStandardConfig = (): readonly RawItem[] =>
  (JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../cases/demo/forms/standard.json"), "utf8")) as RawItem[]).map((item) => ({
    ...item,
    metadata: { ...item.metadata, formType: "Standard" }
  }));

export const serveDemoStandardConfig = (api: SetupServer): void => {
  api.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(demoStandardConfig())));
};

/** The client id of the saved model made from the demo item with this metadataHash. */
export const clientIdOfItem = (session: ClaimSession, metadataHash: string): string => {
  const model = session.getSnapshot().models?.saved.find((candidate) => candidate.metadataHash === metadataHash);
  if (model === undefined) throw new Error(`no saved model from ${metadataHash}`);
  return model.clientId;
};

/** The page shown is the one with this title, and the router has reported its arrival to the session. */
export const onPage = async (session: ClaimSession, titleKey: string): Promise<void> => {
  // A page's first visit in a file transforms its lazily loaded chunk: that can take longer than a query waits.
  await screen.findByRole("heading", { level: 1, name: demoText(titleKey) }, { timeout: 10_000 });
  await waitFor(() => {
    expect(session.getSnapshot().navigation.isNavigating).toBe(false);
  });
};

const fill = async (session: ClaimSession, metadataHash: string, values: Readonly<Record<string, FieldValue>>): Promise<void> => {
  const clientId = clientIdOfItem(session, metadataHash);
  for (const [key, value] of Object.entries(values)) await session.editField(clientId, key, value);
};

const proceedTo = async (session: ClaimSession, titleKey: string): Promise<void> => {
  expect(await session.proceed()).toMatchObject({ moved: true, issues: [] });
  await onPage(session, titleKey);
};

export const CLAIMANT = {
  lastName: "Lovelace",
  mailingStreetLine1: "1458 Cedar Ridge Dr",
  mailingCity: "Sacramento",
  mailingSubDivision: "CA",
  mailingPostalCode: "95814",
  email: "ada@example.org",
  confirmEmailAddress: "ada@example.org",
  contactPreference: "Email"
} as const;

export const DETAILS = {
  productType: "Refrigerator",
  modelNumber: "NWR-2250",
  serialNumber: "SN20931877",
  purchaseDate: "6/15/2020",
  purchasePrice: "499.00",
  purchaseChannel: "Online",
  problemCompressorFailure: true,
  firstProblemDate: "1/10/2021"
} as const;

/** From the start page (shown) to the payment election, every page filled in as a claimant would. */
export const walkToPaymentElection = async (session: ClaimSession): Promise<void> => {
  await onPage(session, "LocKey_PageTitle_StandardStart");
  await fill(session, "nwd-standard-credentials", { noticeId: "NWD-10000001", pin: "482913" });
  await proceedTo(session, "LocKey_PageTitle_ClaimantInfo");
  await fill(session, "nwd-standard-claimant", CLAIMANT);
  await proceedTo(session, "LocKey_PageTitle_ClaimDetails");
  await fill(session, "nwd-standard-details", DETAILS);
  await proceedTo(session, "LocKey_PageTitle_PaymentElection");
};

/** On to the claim summary, paid by check, with no documents. */
export const walkToSummary = async (session: ClaimSession): Promise<void> => {
  await walkToPaymentElection(session);
  await fill(session, "nwd-standard-payment", { paymentMethod: "Check" });
  await proceedTo(session, "LocKey_PageTitle_SupportingDocuments");
  await fill(session, "nwd-standard-no-documents", { noDocuments: true });
  await proceedTo(session, "LocKey_PageTitle_ClaimSummary");
};

/** The summary's signature model signed. */
export const sign = (session: ClaimSession): Promise<void> =>
  fill(session, "nwd-standard-signature", { signature: "Ada Lovelace", attestation: true });

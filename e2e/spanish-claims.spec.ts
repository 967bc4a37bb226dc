// Every form in Spanish from its start page to its end (spec section 4, "Culture"): each page's heading and
// lang in Spanish and the culture in its address, also after a reload mid-claim; the Standard and Automotive
// claims are filed with culture es; Lookup shows the member's data in Spanish. (DocumentsUpload in Spanish:
// culture-holds.spec.ts; the wallet login's round trip in Spanish: captcha-on/wallet-login.spec.ts.)
import type { Page } from "@playwright/test";
import { addRepair, fillVehicle } from "./support/automotive-claim.ts";
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { AUTOMOTIVE_ENTRY, beginClaim, enterCredentials, expectNoAxeViolations, expectPageIn, next, signIn, usMembersFor } from "./support/file-claim.ts";
import { chooseOwnershipPeriod, enterServiceVisits, OWNERSHIP_PERIOD, SERVICE_VISITS } from "./support/date-lists.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { chooseInstallationMonth, fileFromPaymentElection, fillClaimantInfo, fillClaimDetails, INSTALLATION_MONTH } from "./support/standard-claim.ts";

const es = (key: string): string => demoText("es", key);
const STANDARD_MEMBER = usMembersFor("Standard")[50]!;
const AUTOMOTIVE_MEMBER = usMembersFor("Automotive")[50]!;
const LOOKUP_MEMBER = usMembersFor("Lookup")[50]!;

/** The page shows this heading in Spanish, its lang is es and its address keeps culture=es. */
const expectSpanish = (page: Page, titleKey: string): Promise<void> => expectPageIn(page, titleKey, "es");

const expectFiledInSpanish = async (project: string, referenceCode: string): Promise<void> => {
  const claim = await findFiledClaim(project, referenceCode);
  expect(claim?.culture).toBe("es");
  expect(claim?.payload).toMatchObject({ userPreferredCulture: "es" });
};

test("a Standard claim is filed in Spanish from the start page to the confirmation, a reload on the way", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, STANDARD_MEMBER, "es");
  await expectSpanish(page, "LocKey_PageTitle_ClaimantInfo");
  await fillClaimantInfo(page, STANDARD_MEMBER, "es");
  await next(page, "es");
  await expectSpanish(page, "LocKey_PageTitle_ClaimDetails");
  await fillClaimDetails(page, "es");
  await chooseInstallationMonth(page, "es");
  await chooseOwnershipPeriod(page, "es");
  await enterServiceVisits(page, "es");
  await next(page, "es");
  await expectSpanish(page, "LocKey_PageTitle_PaymentElection");
  await page.reload();
  const referenceCode = await fileFromPaymentElection(page, STANDARD_MEMBER, "es", (titleKey) => expectSpanish(page, titleKey));
  await expectFiledInSpanish(testInfo.project.name, referenceCode);
  // The month chosen in the Spanish calendar is filed as MM/yyyy, the range and the days as lists of MM/dd/yyyy.
  expect(await findFiledClaim(testInfo.project.name, referenceCode)).toMatchObject({
    payload: { claimDetails: { fields: { installationMonth: INSTALLATION_MONTH, ownershipPeriod: [...OWNERSHIP_PERIOD], serviceVisitDates: [...SERVICE_VISITS] } } }
  });
  await expectNoAxeViolations(page);
  expect(problems.list()).toEqual([]);
});

test("an Automotive claim is filed in Spanish from the start page to the confirmation, a reload on the way", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  await beginClaim(page, AUTOMOTIVE_ENTRY, AUTOMOTIVE_MEMBER, "es");
  await expectSpanish(page, "LocKey_PageTitle_ClaimantInfo");
  await fillClaimantInfo(page, AUTOMOTIVE_MEMBER, "es");
  await next(page, "es");
  await expectSpanish(page, "LocKey_PageTitle_ClaimDetails");
  await page.reload();
  await expectSpanish(page, "LocKey_PageTitle_ClaimDetails");
  await fillVehicle(page, "es");
  await addRepair(page, "es");
  await next(page, "es");
  const referenceCode = await fileFromPaymentElection(page, AUTOMOTIVE_MEMBER, "es", (titleKey) => expectSpanish(page, titleKey));
  await expectFiledInSpanish(testInfo.project.name, referenceCode);
  expect(problems.list()).toEqual([]);
});

test("Lookup in Spanish shows the member's data on file in Spanish", ONE_THEME, async ({ sitePage: page, problems }) => {
  await page.goto("/lookup?culture=es");
  await expectSpanish(page, "LocKey_PageTitle_LookupStart");
  await enterCredentials(page, LOOKUP_MEMBER, "es");
  await page.getByRole("button", { name: es("LocKey_Button_Lookup"), exact: true }).click();
  const found = page.getByRole("region", { name: es("LocKey_Lookup_Found") });
  await expect(found).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  for (const heading of ["LocKey_Section_Name", "LocKey_Section_Address", "LocKey_Section_Contact"]) {
    await expect(found.getByRole("heading", { name: es(heading), level: 3 })).toBeVisible();
  }
  await expect(found.getByRole("term").filter({ hasText: new RegExp(`^${es("LocKey_Label_LastName")}$`) })).toBeVisible();
  await expect(found.getByRole("definition").filter({ hasText: LOOKUP_MEMBER.prepopulated["lastName"]! })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems.list()).toEqual([]);
});

// The summary's Change links (PATTERNS, "Check your answers"): Change on an answer opens its page with the
// field focused; the answer changed there, Next comes back to the summary (not the page after), which shows
// the new answer, and the claim is filed with it.
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { expectPage, fieldByLabel, next, usMembersFor } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { answerUpToSummary, DETAILS, LABELS, shownReferenceCode, signAndAttest, submitButton, summaryAnswer } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Standard")[4]!;
const CHANGED_PRODUCT = en("LocKey_Option_ProductType_Dehumidifier");

test("Change on the summary opens the answer's page, and Next returns to the summary showing the new answer", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(60_000);
  await answerUpToSummary(page, MEMBER);
  await expect(summaryAnswer(page, LABELS.productType)).toHaveText(DETAILS.productType);
  await expect(summaryAnswer(page, LABELS.modelNumber)).toHaveText(DETAILS.modelNumber);

  await page.getByRole("link", { name: `${en("LocKey_Summary_Change")} ${LABELS.productType}`, exact: true }).click();

  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  expect(new URL(page.url()).pathname).toBe("/standard/claim-details");
  const productType = fieldByLabel(page, LABELS.productType);
  await expect(productType).toBeFocused();
  await productType.selectOption({ label: CHANGED_PRODUCT });

  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  expect(new URL(page.url()).pathname).toBe("/standard/claim-summary");
  await expect(summaryAnswer(page, LABELS.productType)).toHaveText(CHANGED_PRODUCT);
  await expect(summaryAnswer(page, LABELS.modelNumber)).toHaveText(DETAILS.modelNumber);

  await signAndAttest(page, MEMBER);
  await submitButton(page).click();
  const referenceCode = await shownReferenceCode(page);
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim?.payload).toMatchObject({ claimDetails: { fields: { productType: "Dehumidifier", modelNumber: DETAILS.modelNumber } } });
  expect(problems.list()).toEqual([]);
});

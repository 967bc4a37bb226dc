// Save and return, as claimants meet it: a reload comes back to the page with every answer and without the
// credentials; after a time-out (on a fake clock) authorizing again offers the claim back, and continuing
// restores every page and files it; a second tab, and another device (a second browser context), find what
// the first saved with "Save and come back later", the documents named to choose again; and "Start again"
// deletes the saved answers. The offer is axe-clean in every theme and takes focus; the reload, which no
// layout changes, is tried in the first theme only.
import type { Browser, Page } from "@playwright/test";
import { demoText } from "./support/demo-content.ts";
import { back, type DemoMember, draftOffer, enterCredentials, expectNoAxeViolations, expectPage, fieldByLabel, next, openStartPage, signIn, startButton, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";
import {
  answerUpToDocuments,
  chooseCheck,
  confirmNoDocuments,
  DETAILS,
  emailOf,
  fillClaimantInfo,
  fillClaimDetails,
  LABELS,
  radioGroup,
  shownReferenceCode,
  signAndAttest,
  RECEIPT_FILE,
  submitButton,
  uploadReceipt
} from "./support/standard-claim.ts";

const en = (key: string): string => demoText("en", key);

/** Members no other spec files as, one per test. */
const memberAt = (index: number): DemoMember => {
  const member = usMembersFor("Standard")[index];
  if (member === undefined) throw new Error(`the demo has no Standard member ${String(index)}`);
  return member;
};
const RELOADER = memberAt(10);
const TIMED_OUT = memberAt(11);
const TRAVELLER = memberAt(12);
const RESTARTER = memberAt(13);

/** A draft save the server accepted: what the site sends after Next and on "Save and come back later". */
const draftSaved = (page: Page) => page.waitForResponse((response) => response.request().method() === "PUT" && /\/api\/forms\/standard\/draft$/.test(response.url()) && response.status() === 200);

/** Signs the member in on the start page and waits for the offer of their saved claim. */
const offeredBack = async (page: Page, member: DemoMember): Promise<void> => {
  await openStartPage(page);
  await enterCredentials(page, member);
  await startButton(page).click();
  await expect(draftOffer(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: en("LocKey_Draft_Offer_Header") })).toBeFocused();
};

const onAnotherDevice = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

test("a reload comes back to the page it was on, with every answer, without asking for the credentials", ONE_THEME, async ({ sitePage: page, problems }) => {
  test.setTimeout(60_000);
  await signIn(page, RELOADER);
  await fillClaimantInfo(page, RELOADER);

  await page.reload();

  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  expect(new URL(page.url()).pathname).toBe("/standard/claimant-info");
  await expect(fieldByLabel(page, LABELS.confirmEmail)).toHaveValue(emailOf(RELOADER));
  await expect(radioGroup(page, LABELS.contactPreference).getByRole("radio", { name: en("LocKey_Option_ContactPreference_Email") })).toBeChecked();
  await expectNoAxeViolations(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  expect(problems.list()).toEqual([]);
});

test("after a time-out, authorizing again offers the claim back; continuing restores every page, and it is filed", ONE_THEME, async ({ sitePage: page, problems }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, TIMED_OUT);
  await fillClaimantInfo(page, TIMED_OUT);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  await fillClaimDetails(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_PaymentElection");

  // The warning's text says the answers are kept; then the session runs out.
  await page.clock.fastForward("29:00");
  await expect(page.getByRole("dialog").getByText(en("LocKey_Body_SessionTimeoutModal_02"))).toBeVisible();
  await page.clock.fastForward("01:05");
  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=en$/);

  await offeredBack(page, TIMED_OUT);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: en("LocKey_Button_ContinueDraft"), exact: true }).click();

  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  await back(page);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  await expect(fieldByLabel(page, LABELS.modelNumber)).toHaveValue(DETAILS.modelNumber);
  await expect(fieldByLabel(page, LABELS.purchasePrice)).toHaveValue(DETAILS.purchasePrice);
  await expect(fieldByLabel(page, LABELS.retailerName)).toHaveValue(DETAILS.retailerName);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  await chooseCheck(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  await confirmNoDocuments(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  await signAndAttest(page, TIMED_OUT);
  await submitButton(page).click();
  await shownReferenceCode(page);

  // Filed: the draft went with the claim, so authorizing again offers nothing, and the save after Start keeps
  // nothing either: the server answers that the member's claim is filed.
  await openStartPage(page);
  await enterCredentials(page, TIMED_OUT);
  const save = page.waitForResponse((response) => response.url().endsWith("/api/forms/standard/draft") && response.request().method() === "PUT");
  await startButton(page).click();
  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  await expect(draftOffer(page)).toHaveCount(0);
  const refused = await save;
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ filed: true, version: 0 });
  expectOnlyProblems(problems, [failedResource(409)]);
});

test("a second tab and another device continue from what \"Save and come back later\" kept, and say which documents to choose again", ONE_THEME, async ({ sitePage: page, problems, browser }) => {
  test.setTimeout(90_000);
  await answerUpToDocuments(page, TRAVELLER);
  await uploadReceipt(page);
  const saved = draftSaved(page);
  await page.getByRole("button", { name: en("LocKey_Button_SaveForLater"), exact: true }).click();
  await saved;
  await expect(page.getByRole("status").filter({ hasText: en("LocKey_Draft_Saved") })).toBeVisible();
  const chooseAgain = en("LocKey_Draft_ChooseAgain").replace("{documents}", RECEIPT_FILE.name);

  // A second tab of the same browser: the form is still authorized, and the page comes back as saved.
  const secondTab = await page.context().newPage();
  await secondTab.goto("/standard/claim-details");
  await expectPage(secondTab, "LocKey_PageTitle_ClaimDetails");
  await expect(fieldByLabel(secondTab, LABELS.modelNumber)).toHaveValue(DETAILS.modelNumber);
  await secondTab.close();

  const other = await onAnotherDevice(browser);
  await offeredBack(other, TRAVELLER);
  await other.getByRole("button", { name: en("LocKey_Button_ContinueDraft"), exact: true }).click();
  await expectPage(other, "LocKey_PageTitle_SupportingDocuments");
  await expect(other.getByRole("status").filter({ hasText: chooseAgain })).toBeVisible();
  await expectNoAxeViolations(other);
  await back(other);
  await expectPage(other, "LocKey_PageTitle_PaymentElection");
  await back(other);
  await expectPage(other, "LocKey_PageTitle_ClaimDetails");
  await expect(fieldByLabel(other, LABELS.modelNumber)).toHaveValue(DETAILS.modelNumber);
  await back(other);
  await expectPage(other, "LocKey_PageTitle_ClaimantInfo");
  await expect(fieldByLabel(other, LABELS.confirmEmail)).toHaveValue(emailOf(TRAVELLER));
  await other.context().close();
  expect(problems.list()).toEqual([]);
});

test("\"Start again\" deletes the saved answers: the claim begins empty, and nothing is offered after", async ({ sitePage: page, problems, browser }) => {
  // Three browsers' sign-ins and an axe check of the offer: longer than one page's test.
  test.setTimeout(60_000);
  await signIn(page, RESTARTER);
  await fillClaimantInfo(page, RESTARTER);
  const afterNext = draftSaved(page);
  await next(page);
  await afterNext;

  const other = await onAnotherDevice(browser);
  await offeredBack(other, RESTARTER);
  await expectNoAxeViolations(other);
  await other.getByRole("button", { name: en("LocKey_Button_StartAgain"), exact: true }).click();
  await expectPage(other, "LocKey_PageTitle_ClaimantInfo");
  await expect(fieldByLabel(other, LABELS.confirmEmail)).toHaveValue("");

  const third = await onAnotherDevice(browser);
  await openStartPage(third);
  await enterCredentials(third, RESTARTER);
  await startButton(third).click();
  await expectPage(third, "LocKey_PageTitle_ClaimantInfo");
  await expect(draftOffer(third)).toHaveCount(0);
  await other.context().close();
  await third.context().close();
  expect(problems.list()).toEqual([]);
});

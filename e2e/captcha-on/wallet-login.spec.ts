// The wallet login round trip in a real browser, on the server whose case turns the login on (its address
// answered by the wallet stand-in): the claimant chooses PayPal, follows the login (its button drawn with
// its image), comes back to the payment election with every answer and the form's authorization kept, is
// told the login worked, and files the claim (in Spanish too, still in Spanish after the trip); an answer
// with a state the claim did not send is said and not taken.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/captcha-stand-in/captcha-on-test.ts";
import { findFiledClaim } from "../support/claims-database.ts";
import { type DemoCulture, demoText } from "../support/demo-content.ts";
import { type DemoMember, expectNoAxeViolations, expectPage, fieldByLabel, memberFor, next, signIn, usMembersFor } from "../support/file-claim.ts";
import { confirmNoDocuments, fillClaimantInfo, fillClaimDetails, LABELS, labelsIn, radioGroup, shownReferenceCode, signAndAttest, submitButton, typeInto } from "../support/standard-claim.ts";
import { expectLoginQuery, standInWallet, type WalletAnswer } from "../support/wallet-stand-in.ts";

const en = (key: string): string => demoText("en", key);

const MEMBER = memberFor("Standard");
/** The other test's member: two tests of one member at once would be two tabs saving one draft. */
const OTHER_MEMBER = usMembersFor("Standard")[14]!;
/** A member of their own, with a wallet account on file, past those the other specs take. */
const SPANISH_MEMBER = usMembersFor("Standard").slice(51).find((member) => member.walletEmail !== null)!;
const WALLET_EMAIL = "maria.alvarez@example.com";

/** Signs in, answers the pages before the payment election, chooses PayPal and follows the login. */
const loginFromElection = async (page: Page, answer: WalletAnswer, member: DemoMember = MEMBER, culture: DemoCulture = "en", email = WALLET_EMAIL) => {
  const text = (key: string): string => demoText(culture, key);
  const visits = await standInWallet(page, answer);
  await signIn(page, member, culture);
  await fillClaimantInfo(page, member, culture);
  await next(page, culture);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails", culture);
  await fillClaimDetails(page, culture);
  await next(page, culture);
  await expectPage(page, "LocKey_PageTitle_PaymentElection", culture);
  await radioGroup(page, labelsIn(culture).paymentMethod, culture).getByRole("radio", { name: text("LocKey_Option_PaymentMethod_PayPal") }).click();
  await typeInto(page, text("LocKey_Label_PaypalEmail"), email, culture);
  const login = page.getByRole("link", { name: text("LocKey_Button_PayPalLogin") });
  // The button shows its image, drawn (asked for at start-up), beside its text.
  await expect.poll(() => login.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await login.click();
  // Back on the page, with the provider's answer read and gone from the address.
  await expectPage(page, "LocKey_PageTitle_PaymentElection", culture);
  await expect(page).toHaveURL((url) => url.pathname === "/standard/payment-election" && !url.search.includes("code") && !url.search.includes("state"));
  expectLoginQuery(visits[0], `${new URL(page.url()).origin}/standard/payment-election`);
  return visits;
};

test("back from an approved login, the claim is all there and is filed", async ({ sitePage: page, problems }, testInfo) => {
  // A whole claim, a wallet round trip and an axe check: as long as the other specs that file a whole claim.
  test.setTimeout(120_000);
  await loginFromElection(page, "approve");
  await expect(page.getByRole("status").filter({ hasText: en("LocKey_PayPal_Connected") })).toBeVisible();
  await expect(radioGroup(page, LABELS.paymentMethod).getByRole("radio", { name: en("LocKey_Option_PaymentMethod_PayPal") })).toBeChecked();
  await expect(fieldByLabel(page, en("LocKey_Label_PaypalEmail"))).toHaveValue(WALLET_EMAIL);
  await expectNoAxeViolations(page);

  // The form's authorization came back too: Next moves on instead of ending the session.
  await next(page);
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  await confirmNoDocuments(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  await signAndAttest(page, MEMBER);
  await submitButton(page).click();
  const referenceCode = await shownReferenceCode(page);
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(JSON.stringify(claim?.payload)).toContain(WALLET_EMAIL);
  expect(JSON.stringify(claim?.payload)).toContain("Cascade Appliance Outlet");
  expect(problems.list()).toEqual([]);
});

test("in Spanish, back from an approved login, the claim is still in Spanish and is filed with culture es", async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  const es = (key: string): string => demoText("es", key);
  const email = SPANISH_MEMBER.walletEmail!;
  await loginFromElection(page, "approve", SPANISH_MEMBER, "es", email);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("status").filter({ hasText: es("LocKey_PayPal_Connected") })).toBeVisible();
  await next(page, "es");
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments", "es");
  await confirmNoDocuments(page, "es");
  await next(page, "es");
  await expectPage(page, "LocKey_PageTitle_ClaimSummary", "es");
  await signAndAttest(page, SPANISH_MEMBER, "es");
  await submitButton(page, "LocKey_Button_Submit", "es").click();
  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_Body", "es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim?.culture).toBe("es");
  expect(JSON.stringify(claim?.payload)).toContain(email);
  expect(problems.list()).toEqual([]);
});

test("an answer carrying another state is said and not taken; a new login is offered", async ({ sitePage: page, problems }) => {
  const visits = await loginFromElection(page, "otherState", OTHER_MEMBER);
  await expect(page.getByRole("alert").filter({ hasText: en("LocKey_PayPal_NotConfirmed") })).toBeVisible();
  await expect(fieldByLabel(page, en("LocKey_Label_PaypalEmail"))).toHaveValue(WALLET_EMAIL);
  await expectNoAxeViolations(page);
  // The next trip sends a state of its own.
  await page.getByRole("link", { name: en("LocKey_Button_PayPalLogin") }).click();
  await expect(page.getByRole("alert").filter({ hasText: en("LocKey_PayPal_NotConfirmed") })).toBeVisible();
  expect(visits).toHaveLength(2);
  expect(visits[1]?.query["state"]).not.toBe(visits[0]?.query["state"]);
  expect(problems.list()).toEqual([]);
});

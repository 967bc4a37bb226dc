// The Lookup form (spec section 2): the member's Notice ID and PIN show what the settlement has on file
// (name, mailing address, contact details) and the ways on, with focus moved to it; a wrong PIN is refused
// with the error summary and shows nothing of the member.
import type { Page } from "@playwright/test";
import { demoText } from "./support/demo-content.ts";
import { enterCredentials, errorSummary, expectNoAxeViolations, expectPage, usMembersFor } from "./support/file-claim.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Lookup")[6]!;
const lookUpButton = (page: Page) => page.getByRole("button", { name: en("LocKey_Button_Lookup"), exact: true });
const wrongPin = (pin: string): string => (pin === "000000" ? "111111" : "000000");

test("Lookup shows the member's data on file, focused, and the ways on", ONE_THEME, async ({ sitePage: page, problems }) => {
  await page.goto("/lookup?culture=en");
  await expectPage(page, "LocKey_PageTitle_LookupStart");
  await enterCredentials(page, MEMBER);

  await lookUpButton(page).click();

  const found = page.getByRole("region", { name: en("LocKey_Lookup_Found") });
  await expect(found).toBeVisible();
  await expect(page.locator(":focus")).toContainText(en("LocKey_Lookup_Found"));
  for (const heading of ["LocKey_Section_Name", "LocKey_Section_Address", "LocKey_Section_Contact"]) {
    await expect(found.getByRole("heading", { name: en(heading), level: 3 })).toBeVisible();
  }
  const shown = MEMBER.prepopulated;
  for (const [label, value] of [
    ["LocKey_Label_FirstName", shown["firstName"]],
    ["LocKey_Label_LastName", shown["lastName"]],
    ["LocKey_Label_MailingStreetLine1", shown["mailingStreetLine1"]],
    ["LocKey_Label_MailingCity", shown["mailingCity"]],
    ["LocKey_Label_MailingPostalCode", shown["mailingPostalCode"]],
    ["LocKey_Label_Email", shown["email"]],
    ["LocKey_Label_Phone", shown["phone"]]
  ] as const) {
    await expect(found.getByRole("term").filter({ hasText: new RegExp(`^${en(label)}$`) })).toBeVisible();
    await expect(found.getByRole("definition").filter({ hasText: new RegExp(`^${value!.replace(/[()]/g, "\\$&")}$`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: en("LocKey_Nav_UploadDocuments"), exact: true }).last()).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(problems.list()).toEqual([]);
});

test("Lookup with a wrong PIN is refused and shows nothing of the member", ONE_THEME, async ({ sitePage: page, problems }) => {
  await page.goto("/lookup?culture=en");
  await expectPage(page, "LocKey_PageTitle_LookupStart");
  await enterCredentials(page, { noticeId: MEMBER.noticeId, pin: wrongPin(MEMBER.pin) });

  await lookUpButton(page).click();

  const summary = errorSummary(page);
  await expect(summary).toContainText(en("LocKey_Error_NotAuthorized"));
  await expect(summary).toBeFocused();
  await expect(page.getByRole("region", { name: en("LocKey_Lookup_Found") })).toHaveCount(0);
  await expect(page.getByText(MEMBER.prepopulated["lastName"]!)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/lookup");
  await expectNoAxeViolations(page);
  expectOnlyProblems(problems, [failedResource(401)]);
});

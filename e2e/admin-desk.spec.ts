// The administrators' page (/admin), with the keyboard alone and axe-clean at every step: a wrong token is said
// in the error summary, which takes focus; signed in with a token `claims admin add` made, the day's claims are
// drawn as a chart beside the table of its figures; a claim found by its reference code shows its answers and
// its document downloads byte for byte; a notice id locked by wrong PINs is shown locked and, asked once,
// unlocked, after which the member signs in. The claimant's start page loads none of the page's code.
import type { Page } from "@playwright/test";
import { addAdministrator } from "./support/administrator.ts";
import { submitDocuments } from "./support/documents-claim.ts";
import { type DemoMember, demoMembers, expectNoAxeViolations } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";
import { SMALL_PDF, shownReferenceCode } from "./support/standard-claim.ts";

/** Members no other spec uses: one files, one locks their notice id. */
const membersFor = (formType: string): readonly DemoMember[] => demoMembers().filter((member) => member.formTypes.includes(formType)).slice(-40);

/** Presses Tab until the element named so has focus (a keyboard user's way to it), at most `most` times. */
const tabTo = async (page: Page, name: RegExp, most = 40): Promise<void> => {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (element === null) return "";
      const id = element.getAttribute("id");
      const label = id === null ? null : document.querySelector(`label[for="${id}"]`);
      return (element.getAttribute("aria-label") ?? label?.textContent ?? element.textContent).trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${String(name)} was not reached with Tab`);
};

/** Locks the member's notice id with six wrong PINs, as a guesser would. */
const lockOut = async (page: Page, member: DemoMember): Promise<void> => {
  const csrf = (await (await page.request.get("/api/csrf")).json()) as { requestToken: string };
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.request.post("/api/forms/standard/authorize", {
      headers: { "x-xsrf-token": csrf.requestToken },
      data: { credentials: { fields: { noticeId: member.noticeId, pin: "000000" } }, reCaptchaResponse: null }
    });
  }
};

test("the admin desk, with the keyboard alone: sign in, the day's chart, a claim and its document, a lock-out undone", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(90_000);
  const [filer, locked] = membersFor("DocumentsUpload");
  if (filer === undefined || locked === undefined) throw new Error("the demo has too few DocumentsUpload members");
  await submitDocuments(page, filer);
  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
  await lockOut(page, locked);
  const { name, token } = addAdministrator(testInfo.project.name);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Claims administration" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A wrong token: the summary says so and takes focus; its link goes to the field.
  await tabTo(page, /Administrator's token/);
  await page.keyboard.type(`${name}.${"x".repeat(43)}`);
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("The token was not accepted");
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Administrator's token")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(token);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Claims administration" })).toBeFocused();
  await expect(page.getByText(`signed in as ${name}`)).toBeVisible();
  // The chart draws the table's figures: today's bar holds today's claims, the one just filed among them.
  const table = page.getByRole("table", { name: /Claims filed per day in the last 30 days/ });
  const todayRow = table.getByRole("row").last();
  const todayDay = (await todayRow.getByRole("rowheader").textContent()) ?? "";
  const todayAll = Number((await todayRow.getByRole("cell").last().textContent())?.replace(/,/g, ""));
  expect(todayAll).toBeGreaterThanOrEqual(1);
  const bars = page.getByTestId("counts-chart").locator(`g[data-day="${todayDay}"] rect`);
  const drawn = await bars.evaluateAll((rects) => rects.reduce((sum, rect) => sum + Number(rect.getAttribute("data-count")), 0));
  expect(drawn).toBe(todayAll);
  await expectNoAxeViolations(page);

  // A claim by its reference code: its answers and its document, downloaded byte for byte.
  await tabTo(page, /Reference code or notice ID/);
  await page.keyboard.type(referenceCode);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: `Claim ${referenceCode}` })).toBeFocused();
  await expect(page.getByRole("definition").filter({ hasText: "DocumentsUpload" })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await tabTo(page, /Download/);
  await page.keyboard.press("Enter");
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("purchase-receipt.pdf");
  const path = await saved.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(path)).equals(SMALL_PDF)).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "purchase-receipt.pdf downloaded." })).toBeVisible();

  // The locked notice id: shown locked, asked once, unlocked; the member then signs in.
  await tabTo(page, /^Notice ID$/);
  await page.keyboard.type(locked.noticeId);
  await page.keyboard.press("Enter");
  await expect(page.getByText(new RegExp(`${locked.noticeId} is locked until .*, after 6 failed attempts\\.`))).toBeVisible();
  await tabTo(page, new RegExp(`^Unlock ${locked.noticeId}$`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Yes, unlock ${locked.noticeId}` })).toBeFocused();
  await expect(page.getByRole("group", { name: new RegExp(`^Unlock ${locked.noticeId}\\?`) })).toContainText("Its 6 failed attempts are cleared");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `${locked.noticeId} is unlocked: its 6 failed attempts were cleared.` })).toBeVisible();
  await expect(page.getByText(`${locked.noticeId} is not locked (0 failed attempts counted).`)).toBeVisible();
  await expectNoAxeViolations(page);
  const csrf = (await (await page.request.get("/api/csrf")).json()) as { requestToken: string };
  const signIn = await page.request.post("/api/forms/documents-upload/authorize", {
    headers: { "x-xsrf-token": csrf.requestToken },
    data: { credentials: { fields: { noticeId: locked.noticeId, pin: locked.pin } }, reCaptchaResponse: null }
  });
  expect(signIn.status()).toBe(200);
  // The one refused call is the wrong token's.
  expectOnlyProblems(problems, [failedResource(401)]);
});

test("the claimant's start page loads none of the administrators' page's code", ONE_THEME, async ({ sitePage: page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.startsWith("/admin/"))).toEqual([]);
  const adminScripts = await (await page.request.get("/admin")).text();
  expect(adminScripts).toMatch(/src="\/admin\/assets\/[^"]+\.js"/);
});

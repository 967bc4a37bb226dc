// A server shedding load, as the claimant meets it: the first Submit Documents is answered 503 with
// retryAfterSeconds, as a replica past its bound on submits in progress answers; the page says the claim will
// be sent again and when, sends it again under the same Idempotency-Key, and the claim is filed once.
import { countClaimsOfNotice } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { submitDocuments } from "./support/documents-claim.ts";
import { expectNoAxeViolations, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";
import { shownReferenceCode } from "./support/standard-claim.ts";

const MEMBER = usMembersFor("DocumentsUpload")[10]!;

test("a submit the busy server shed is sent again under the same key, and the claimant is told while it waits", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(60_000);
  // Counted before: the member may have filed another form type in another spec.
  const before = await countClaimsOfNotice(testInfo.project.name, MEMBER.noticeId);
  const keys: (string | null)[] = [];
  await page.route("**/api/forms/documents-upload", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(await route.request().headerValue("idempotency-key"));
    if (keys.length > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { "retry-after": "3" },
      json: { submitted: false, nonMatchingPaymentElection: false, error: "busy", referenceCodeForm: null, retryAfterSeconds: 3 }
    });
  });
  await submitDocuments(page, MEMBER);
  const retrying = demoText("en", "LocKey_Submit_Retrying").replace("{seconds}", "3");
  // Said in the page's status region, and shown to the eye in a note screen readers skip (they heard it already).
  await expect(page.getByRole("status").filter({ hasText: retrying })).toHaveCount(1);
  await expect(page.locator("p[aria-hidden='true']", { hasText: retrying })).toBeVisible();
  await expect(page.getByRole("button", { name: demoText("en", "LocKey_Button_Submitting"), exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);

  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await countClaimsOfNotice(testInfo.project.name, MEMBER.noticeId)).toBe(before + 1);
  expect(referenceCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
  expectOnlyProblems(problems, [failedResource(503)]);
});

// Submit files one claim however it is pressed (PATTERNS, "Submitting"): a double click on Submit Claim
// sends one request, shows its progress, and the member has exactly one more claim in the database.
import type { Request } from "@playwright/test";
import { countClaimsOfNotice } from "./support/claims-database.ts";
import { usMembersFor } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { answerUpToSummary, shownReferenceCode, signAndAttest, submitButton } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const MEMBER = usMembersFor("Standard")[2]!;

const isSubmit = (request: Request): boolean => request.method() === "POST" && new URL(request.url()).pathname === "/api/forms/standard";

test("a double click on Submit files one claim", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(60_000);
  const server = testInfo.project.name;
  await answerUpToSummary(page, MEMBER);
  await signAndAttest(page, MEMBER);
  const before = await countClaimsOfNotice(server, MEMBER.noticeId);
  const submits: Request[] = [];
  let answered = 0;
  page.on("request", (request) => {
    if (isSubmit(request)) submits.push(request);
  });
  page.on("requestfinished", (request) => {
    if (isSubmit(request)) answered += 1;
  });

  await submitButton(page).dblclick();

  const referenceCode = await shownReferenceCode(page);
  // Every submit the page sent has been answered before the database is read.
  await expect.poll(() => answered).toBe(submits.length);
  expect(submits).toHaveLength(1);
  expect(await countClaimsOfNotice(server, MEMBER.noticeId)).toBe(before + 1);
  expect(referenceCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
  expect(problems.list()).toEqual([]);
});

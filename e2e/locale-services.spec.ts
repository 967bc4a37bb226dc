// The start page asks the browser for none of its locale services (a collator, a segmenter, a date, number
// or plural format, display names) while it is taken over and while the site fetches the next steps' code
// when idle: the first of each loads the browser's language data, 20 to 80 ms of main thread unthrottled,
// four times that on a phone. The code that uses one (the record lists' order, a value's characters beyond
// ASCII, the date picker's names) makes it when it is first used, not as its module loads.
import { expect, test } from "./support/site-test.ts";
import { takenOver } from "./support/taken-over.ts";

/** The services counted: every Intl constructor a page might call. */
const SERVICES = ["Collator", "DateTimeFormat", "DisplayNames", "ListFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "Segmenter"] as const;

/** Chunks whose modules made one as they loaded, fetched when the browser is idle: the address lists, the record lists. */
const PREFETCHED = ["address-options", "page-records"] as const;

/** Those fetched once the claimant first presses or types (pages/prefetch-next-steps.ts): the validation rules, RE2, the date code and the date block. */
const FETCHED_ON_FIRST_ACT = ["plain-rules", "re2js", "date-rules", "dates", "date-field"] as const;

test("the start page makes none of the browser's locale services, taken over and with the next steps' code loaded, the date code at the claimant's first key", async ({ sitePage: page, problems }) => {
  await page.addInitScript((services: readonly string[]) => {
    const made: string[] = [];
    (window as unknown as { localeServicesMade: string[] }).localeServicesMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of services) {
      const original = intl[name];
      if (original === undefined) continue;
      intl[name] = new Proxy(original, {
        construct(target, args: unknown[]) {
          made.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args: unknown[]) {
          made.push(name);
          return Reflect.apply(target, self, args) as object;
        }
      });
    }
  }, SERVICES);
  await page.goto("/");
  await takenOver(page);
  const loaded = () => page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name.replace(/^.*\//, "")));
  const missing = async (chunks: readonly string[]) => {
    const files = await loaded();
    return chunks.filter((chunk) => !files.some((file) => file.startsWith(`${chunk}-`)));
  };
  await expect.poll(() => missing(PREFETCHED)).toEqual([]);
  // Each chunk runs as it arrives; one idle moment more lets the last of them run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // The date code waits for the claimant: a page's first seconds never run it.
  expect(await missing(FETCHED_ON_FIRST_ACT)).toEqual(FETCHED_ON_FIRST_ACT);
  await page.keyboard.press("Tab");
  await expect.poll(() => missing(FETCHED_ON_FIRST_ACT)).toEqual([]);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => (window as unknown as { localeServicesMade: string[] }).localeServicesMade)).toEqual([]);
  expect(problems.list()).toEqual([]);
});

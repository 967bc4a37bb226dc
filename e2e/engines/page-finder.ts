// Finds what a claimant would look for on the page, in any engine, by what they read: a field by its label
// (with or without the required marker), a radio or the text box of a choice inside the group its legend
// names, a button or link by its text, the page's heading. The search runs in the page (plain script, so no
// engine needs more than WebDriver's execute script); what it finds is marked and named by a CSS selector.
import type { EngineDriver } from "./engine-driver.ts";

export type PageQuery =
  | { readonly kind: "field"; readonly label: string; readonly group?: string }
  /** The label of a radio or checkbox, which the claimant clicks. */
  | { readonly kind: "choice"; readonly label: string; readonly group?: string }
  | { readonly kind: "choiceText"; readonly label: string; readonly group: string }
  | { readonly kind: "button"; readonly name: string };

/** Runs in the page: arguments[0] is the query, arguments[1] the required marker's text. */
const FIND_IN_PAGE = `
  var query = arguments[0], marker = arguments[1];
  var norm = function (text) { return (text || "").replace(/\\s+/g, " ").trim(); };
  var named = function (text, wanted) { var t = norm(text); return t === wanted || t === wanted + " " + marker; };
  var shown = function (element) { return element.getClientRects().length > 0; };
  var scope = document;
  if (query.group) {
    scope = null;
    var legends = document.querySelectorAll("fieldset > legend");
    for (var i = 0; i < legends.length && scope === null; i++) if (named(legends[i].textContent, query.group)) scope = legends[i].parentElement;
    if (scope === null) return null;
  }
  var found = null;
  if (query.kind === "button") {
    var buttons = scope.querySelectorAll("button, a[href], [role=button]");
    for (var b = 0; b < buttons.length && found === null; b++) if (norm(buttons[b].textContent) === query.name && shown(buttons[b])) found = buttons[b];
  } else {
    var labels = scope.querySelectorAll("label");
    for (var l = 0; l < labels.length && found === null; l++) {
      if (!named(labels[l].textContent, query.label)) continue;
      if (query.kind === "field") found = labels[l].control || (labels[l].htmlFor ? document.getElementById(labels[l].htmlFor) : null);
      else if (query.kind === "choice") found = labels[l];
      else if (labels[l].id) found = scope.querySelector('input[aria-labelledby~="' + labels[l].id + '"]:not([type=radio])');
    }
  }
  if (found === null) return null;
  var mark = "t" + Math.random().toString(36).slice(2);
  found.setAttribute("data-engine-target", mark);
  found.scrollIntoView({ block: "center", behavior: "instant" });
  return '[data-engine-target="' + mark + '"]';
`;

/** Runs in the page: the text of the first h1, or null. */
const HEADING_IN_PAGE = `var h = document.querySelector("h1"); return h ? h.textContent.replace(/\\s+/g, " ").trim() : null;`;

/** Runs in the page: the text of the first alert whose text is not empty, or null. */
const ALERT_IN_PAGE = `var all = document.querySelectorAll("[role=alert]"); for (var i = 0; i < all.length; i++) { var t = all[i].textContent.replace(/\\s+/g, " ").trim(); if (t) return t; } return null;`;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What the page shows now, for a failure's message: its heading and any alert. */
export const pageState = async (driver: EngineDriver): Promise<string> => {
  const heading = await driver.evaluate<string | null>(HEADING_IN_PAGE).catch(() => null);
  const alert = await driver.evaluate<string | null>(ALERT_IN_PAGE).catch(() => null);
  return `the page shows heading ${JSON.stringify(heading)}${alert === null ? "" : ` and alert ${JSON.stringify(alert)}`}`;
};

/** Polls `read` until `done` holds of what it read; fails after `timeoutMs` saying what was awaited and what shows. */
export const waitUntil = async <T>(
  driver: EngineDriver,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${driver.name}: waited ${String(timeoutMs / 1000)} s for ${what}; ${await pageState(driver)}`);
    await pause(100);
  }
};

/** Runs in the page: where the element arguments[0] is, with the page's scroll, as one string. */
const PLACE_IN_PAGE = `var e = document.querySelector(arguments[0]); if (!e) return null; var r = e.getBoundingClientRect();
  return [r.left, r.top, r.width, r.height, window.scrollX, window.scrollY].join(",");`;

/**
 * The selector of what the query names, once the page shows it and it has stopped moving (a smooth scroll or
 * a message appearing above it would make a click land where it was, not where it is).
 */
export const find = async (driver: EngineDriver, query: PageQuery, requiredMarker: string): Promise<string> => {
  const selector = (await waitUntil(
    driver,
    JSON.stringify(query),
    () => driver.evaluate<string | null>(FIND_IN_PAGE, query, requiredMarker),
    (found) => found !== null
  )) as string;
  let last: string | null = null;
  await waitUntil(
    driver,
    `${JSON.stringify(query)} to stop moving`,
    async () => {
      await pause(50);
      const place = await driver.evaluate<string | null>(PLACE_IN_PAGE, selector);
      const still = place !== null && place === last;
      last = place;
      return still;
    },
    (still) => still
  );
  return selector;
};

/** Waits until the page's heading reads `text`. */
export const waitForHeading = async (driver: EngineDriver, text: string): Promise<void> => {
  await waitUntil(driver, `the heading ${JSON.stringify(text)}`, () => driver.evaluate<string | null>(HEADING_IN_PAGE), (heading) => heading === text);
};

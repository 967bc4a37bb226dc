// The next steps' code is fetched one part per idle moment, and what has not started is cancelled with the
// page; the validation engine and the date code wait for the claimant's first press or key, then come one
// part a task.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";

const started: string[] = [];
const note = (name: string) => () => {
  started.push(name);
};

vi.mock("../../../domain/validation/validation-engine.ts", () => ({
  loadIssueTexts: () => {
    started.push("validation core");
    return Promise.resolve();
  },
  loadValidationEngine: () => {
    started.push("date rules");
    return Promise.resolve();
  }
}));
vi.mock("../../../web/blocks/field-blocks.ts", () => ({ prefetchFieldBlocks: note("field blocks"), prefetchDateFieldBlock: note("date block") }));
vi.mock("../../../web/blocks/fields/masked-input.tsx", () => ({ prefetchMasking: note("masks") }));
vi.mock("../../../web/blocks/page-blocks-on-demand.tsx", () => ({ prefetchPageBlocks: note("page blocks") }));
vi.mock("../../../web/blocks/records/records-on-demand.tsx", () => ({ prefetchRecords: note("records") }));
vi.mock("../../../web/pages/later-pages.tsx", () => ({ prefetchLaterPages: note("later pages") }));
vi.mock("../../../web/pages/wallet-login-on-demand.tsx", () => ({ prefetchWalletLogin: note("wallet login") }));
vi.mock("../../../web/blocks/claim-draft-blocks-on-demand.tsx", () => ({ prefetchDraftBlocks: note("draft blocks") }));

const prefetch = await import("../../../web/pages/prefetch-next-steps.ts");

/** Each test's prefetch is cancelled after it, so that no test's listener hears the next one's acts. */
const cancels: (() => void)[] = [];
const prefetchNextSteps = (forSession: ClaimSession): (() => void) => {
  const cancel = prefetch.prefetchNextSteps(forSession);
  cancels.push(cancel);
  return cancel;
};

/** The browser's idle moments, handed out one at a time by the test. */
let idle: Map<number, IdleRequestCallback>;
let handles: number;

const idleMoment = (): void => {
  const [first] = [...idle];
  if (first === undefined) throw new Error("nothing waits for an idle moment");
  idle.delete(first[0]);
  first[1]({ didTimeout: false, timeRemaining: () => 50 });
};

const session = { loadSubmissionAhead: note("submission") } as unknown as ClaimSession;

beforeEach(() => {
  started.length = 0;
  idle = new Map();
  handles = 0;
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    handles += 1;
    idle.set(handles, callback);
    return handles;
  });
  vi.stubGlobal("cancelIdleCallback", (handle: number) => {
    idle.delete(handle);
  });
});

afterEach(() => {
  for (const cancel of cancels.splice(0)) cancel();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LATER_PARTS = ["submission", "masks", "field blocks", "records", "page blocks", "later pages", "wallet login", "draft blocks"];

describe("prefetchNextSteps", () => {
  it("starts one part per idle moment until every part has started, none of validation before the claimant acts", () => {
    prefetchNextSteps(session);
    expect(started).toEqual([]);
    idleMoment();
    expect(started).toEqual(["submission"]);
    expect(idle.size).toBe(1);
    for (let moment = 0; moment < 7; moment += 1) idleMoment();
    expect(started).toEqual(LATER_PARTS);
    expect(idle.size).toBe(0);
  });

  it.each(["pointerdown", "keydown", "input"])("starts validation and the date code at the claimant's first %s, one part a task", async (act) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    prefetchNextSteps(session);
    window.dispatchEvent(new Event(act));
    expect(started).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["validation core"]);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(["validation core", "date rules", "date block"]);
    expect(vi.getTimerCount()).toBe(0);
    // The idle parts go on as before, and a second act starts nothing more.
    for (let moment = 0; moment < 8; moment += 1) idleMoment();
    window.dispatchEvent(new Event(act));
    await vi.runAllTimersAsync();
    expect(started).toEqual(["validation core", "date rules", "date block", ...LATER_PARTS]);
  });

  it("starts nothing more once cancelled, the claimant's acts included", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const cancel = prefetchNextSteps(session);
    idleMoment();
    window.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersToNextTimerAsync();
    cancel();
    expect(idle.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event("pointerdown"));
    await vi.runAllTimersAsync();
    expect(started).toEqual(["submission", "validation core"]);
  });

  it("starts no validation before the claimant acts once cancelled", () => {
    const cancel = prefetchNextSteps(session);
    cancel();
    window.dispatchEvent(new Event("keydown"));
    expect(idle.size).toBe(0);
    expect(started).toEqual([]);
  });
});

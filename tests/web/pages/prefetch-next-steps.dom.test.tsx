// The next steps' code is fetched one part per idle moment, validation first, and what has not started is
// cancelled with the page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";

const started: string[] = [];
const note = (name: string) => () => {
  started.push(name);
};

vi.mock("../../../domain/validation/validation-engine.ts", () => ({
  loadValidationEngine: () => {
    started.push("validation");
    return Promise.resolve();
  }
}));
vi.mock("../../../web/blocks/field-blocks.ts", () => ({ prefetchFieldBlocks: note("field blocks") }));
vi.mock("../../../web/blocks/fields/masked-input.tsx", () => ({ prefetchMasking: note("masks") }));
vi.mock("../../../web/blocks/page-blocks-on-demand.tsx", () => ({ prefetchPageBlocks: note("page blocks") }));
vi.mock("../../../web/blocks/records/records-on-demand.tsx", () => ({ prefetchRecords: note("records") }));
vi.mock("../../../web/pages/later-pages.tsx", () => ({ prefetchLaterPages: note("later pages") }));
vi.mock("../../../web/pages/wallet-login-on-demand.tsx", () => ({ prefetchWalletLogin: note("wallet login") }));
vi.mock("../../../web/blocks/claim-draft-blocks-on-demand.tsx", () => ({ prefetchDraftBlocks: note("draft blocks") }));

const { prefetchNextSteps } = await import("../../../web/pages/prefetch-next-steps.ts");

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
  vi.unstubAllGlobals();
});

describe("prefetchNextSteps", () => {
  it("starts one part per idle moment, validation first, until every part has started", () => {
    prefetchNextSteps(session);
    expect(started).toEqual([]);
    idleMoment();
    expect(started).toEqual(["validation"]);
    expect(idle.size).toBe(1);
    for (let moment = 0; moment < 8; moment += 1) idleMoment();
    expect(started).toEqual(["validation", "submission", "masks", "field blocks", "records", "page blocks", "later pages", "wallet login", "draft blocks"]);
    expect(idle.size).toBe(0);
  });

  it("starts nothing more once cancelled", () => {
    const cancel = prefetchNextSteps(session);
    idleMoment();
    idleMoment();
    cancel();
    expect(idle.size).toBe(0);
    expect(started).toEqual(["validation", "submission"]);
  });
});

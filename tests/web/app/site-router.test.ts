// The site's router on a memory history, with guards the tests control: the address moves only once the guard
// lets a page through, a redirect takes the current entry's place, a newer navigation abandons an older one,
// Back is guarded as it lands, a move of the fragment alone is not, and what the guard throws is shown at the
// address it was thrown for.
import { UNSAFE_createMemoryHistory } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { createSiteRouter, type GuardOutcome, type PageGuard } from "../../../web/app/site-router.ts";
import { testSession } from "../../support/session-kit.ts";

/** The session a guard hands on; the router only passes it to the page tree. */
const { session: SESSION } = testSession();
afterAll(() => SESSION.dispose());
const PAGE = () => null;
const proceed: GuardOutcome = { kind: "proceed", session: SESSION, page: PAGE };

interface Asked {
  readonly pathname: string;
  readonly search: string;
  readonly signal: AbortSignal;
  readonly answer: (outcome: GuardOutcome) => void;
  readonly fail: (error: unknown) => void;
}

/** A guard that answers only when the test says, keeping each question. */
const heldGuard = (): { readonly guard: PageGuard; readonly asked: Asked[] } => {
  const asked: Asked[] = [];
  const guard: PageGuard = ({ pathname, search }, signal) =>
    new Promise((resolve, reject) => {
      asked.push({ pathname, search, signal, answer: resolve, fail: reject });
    });
  return { guard, asked };
};

const lastAsked = (asked: readonly Asked[]): Asked => {
  const last = asked.at(-1);
  if (last === undefined) throw new Error("the guard was never asked");
  return last;
};

/** Lets the router's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A router on a memory history at these entries, its guard held by the test and not yet answered. */
const routerAt = (initialEntries: string[], initialIndex = 0) => {
  const history = UNSAFE_createMemoryHistory({ initialEntries, initialIndex });
  const { guard, asked } = heldGuard();
  return { history, asked, router: createSiteRouter(history, guard) };
};

/** The same, its first page let through. */
const shownAt = async (initialEntries: string[], initialIndex = 0) => {
  const made = routerAt(initialEntries, initialIndex);
  lastAsked(made.asked).answer(proceed);
  await settle();
  return made;
};

describe("the site's router", () => {
  it("guards the first address before it is initialized, and settles once it is let through", async () => {
    const { router, asked } = routerAt(["/standard?culture=es"]);
    expect(router.state).toMatchObject({ initialized: false, navigating: true, page: null });
    expect(lastAsked(asked)).toMatchObject({ pathname: "/standard", search: "?culture=es" });
    let settled = false;
    void router.settled().then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    lastAsked(asked).answer(proceed);
    await settle();
    expect(settled).toBe(true);
    expect(router.state).toMatchObject({ initialized: true, navigating: false, session: SESSION, page: PAGE, failure: null, historyAction: "POP" });
    expect(router.state.location.pathname).toBe("/standard");
    router.dispose();
  });

  it("moves the address only once the guard lets the page through, pushing a new entry", async () => {
    const { history, router, asked } = await shownAt(["/"]);
    const going = router.navigate("/standard/claimant-info");
    await settle();
    expect(router.state.navigating).toBe(true);
    expect(history.location.pathname).toBe("/");
    expect(router.state.location.pathname).toBe("/");
    lastAsked(asked).answer(proceed);
    await going;
    expect(history.location.pathname).toBe("/standard/claimant-info");
    expect(history.index).toBe(1);
    expect(router.state).toMatchObject({ navigating: false, historyAction: "PUSH" });
    expect(router.state.location.pathname).toBe("/standard/claimant-info");
    router.dispose();
  });

  it("puts a redirect in place of the current entry and guards it in its turn; the refused page never stands in the history", async () => {
    const { history, router, asked } = await shownAt(["/"]);
    const going = router.navigate("/standard/summary");
    await settle();
    lastAsked(asked).answer({ kind: "redirect", to: "/session-expired?form=standard" });
    await settle();
    expect(lastAsked(asked)).toMatchObject({ pathname: "/session-expired", search: "?form=standard" });
    expect(history.location.pathname).toBe("/");
    lastAsked(asked).answer(proceed);
    await going;
    expect(history.index).toBe(0);
    expect(history.location.pathname).toBe("/session-expired");
    expect(router.state).toMatchObject({ historyAction: "REPLACE", navigating: false });
    router.dispose();
  });

  it("abandons a navigation still being guarded for a newer one: its guard sees the abort, and its page never shows", async () => {
    const { history, router, asked } = await shownAt(["/"]);
    const older = router.navigate("/standard/claimant-info");
    await settle();
    const olderAsked = lastAsked(asked);
    const newer = router.navigate("/lookup");
    await settle();
    expect(olderAsked.signal.aborted).toBe(true);
    lastAsked(asked).answer(proceed);
    await newer;
    olderAsked.answer(proceed);
    await older;
    expect(history.location.pathname).toBe("/lookup");
    expect(history.index).toBe(1);
    expect(router.state.location.pathname).toBe("/lookup");
    router.dispose();
  });

  it("guards Back as it lands, and replaces the entry it landed on when the guard redirects", async () => {
    const { history, router, asked } = await shownAt(["/", "/standard/claimant-info", "/standard/summary"], 2);
    history.go(-1);
    await settle();
    expect(lastAsked(asked).pathname).toBe("/standard/claimant-info");
    expect(router.state.navigating).toBe(true);
    lastAsked(asked).answer({ kind: "redirect", to: "/session-expired" });
    await settle();
    lastAsked(asked).answer(proceed);
    await settle();
    expect(history.index).toBe(1);
    expect(history.location.pathname).toBe("/session-expired");
    expect(router.state.location.pathname).toBe("/session-expired");
    router.dispose();
  });

  it("shows what the guard threw at the address it was thrown for, and clears it when the next page is let through", async () => {
    const { router, asked } = routerAt(["/"]);
    const failure = new Error("start-up failed");
    lastAsked(asked).fail(failure);
    await router.settled();
    expect(router.state).toMatchObject({ initialized: true, navigating: false, page: null, failure: { thrown: failure } });
    const going = router.navigate("/error");
    await settle();
    lastAsked(asked).answer(proceed);
    await going;
    expect(router.state.failure).toBeNull();
    expect(router.state.page).toBe(PAGE);
    router.dispose();
  });

  it("moves the fragment alone without asking the guard: the same page stays", async () => {
    const { history, router, asked } = await shownAt(["/standard?culture=en"]);
    await router.navigate("/standard?culture=en#main-content");
    expect(asked).toHaveLength(1);
    expect(router.state).toMatchObject({ navigating: false, page: PAGE, historyAction: "PUSH" });
    expect(router.state.location.hash).toBe("#main-content");
    expect(history.location.hash).toBe("#main-content");
    router.dispose();
  });

  it("abandons a navigation still being guarded when the fragment alone moves, and guards a move away from a fragment", async () => {
    const { history, router, asked } = await shownAt(["/standard"]);
    void router.navigate("/standard/claimant-info");
    await settle();
    const pending = lastAsked(asked);
    await router.navigate("/standard#main-content");
    expect(pending.signal.aborted).toBe(true);
    expect(router.state).toMatchObject({ navigating: false });
    expect(history.location).toMatchObject({ pathname: "/standard", hash: "#main-content" });
    const back = router.navigate("/standard");
    await settle();
    expect(asked).toHaveLength(3);
    expect(router.state.navigating).toBe(true);
    lastAsked(asked).answer(proceed);
    await back;
    expect(router.state.location.hash).toBe("");
    router.dispose();
  });

  it("follows a redirect whose page redirects in its turn, and shows a circle of redirects as an error", async () => {
    const { history, router, asked } = routerAt(["/"]);
    lastAsked(asked).answer({ kind: "redirect", to: "/deadline" });
    await settle();
    lastAsked(asked).answer({ kind: "redirect", to: "/page-not-found" });
    await settle();
    lastAsked(asked).answer(proceed);
    await router.settled();
    expect(history.location.pathname).toBe("/page-not-found");
    expect(router.state).toMatchObject({ page: PAGE, failure: null });

    const circling = router.navigate("/standard");
    for (let hop = 0; hop <= 10; hop += 1) {
      await settle();
      lastAsked(asked).answer({ kind: "redirect", to: hop % 2 === 0 ? "/deadline" : "/" });
    }
    await circling;
    expect(asked).toHaveLength(3 + 11);
    expect(router.state).toMatchObject({ navigating: false, page: null });
    expect(String(router.state.failure?.thrown)).toMatch(/after 10 redirects in a row/);
    router.dispose();
  });

  it("stays put while the browser leaves the site", async () => {
    const { router, asked } = routerAt(["/"]);
    lastAsked(asked).answer({ kind: "leave" });
    await settle();
    expect(router.state).toMatchObject({ initialized: false, navigating: true });
    router.dispose();
  });

  it("hears no more of the history once disposed", async () => {
    const { history, router, asked } = await shownAt(["/", "/standard"], 1);
    router.dispose();
    history.go(-1);
    await settle();
    expect(asked).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/standard");
  });
});

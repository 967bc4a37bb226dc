import { describe, expect, it } from "vitest";
import { FORM_TYPES, type FormType, parseFormType } from "../../../domain/navigation/form-type.ts";
import { NavigationError } from "../../../domain/navigation/navigation-error.ts";
import type { OptionalPage, SkipContext } from "../../../domain/navigation/navigation-node.ts";
import {
  DEFAULT_SEQUENCES,
  linkPages,
  registerSequence,
  sequenceFor,
  sequenceRegistry,
  type SequenceOptions
} from "../../../domain/navigation/navigation-sequences.ts";
import { INITIAL_NAVIGATION, type NavigationState } from "../../../domain/navigation/navigation-state.ts";
import { type NavigationEvent, transition } from "../../../domain/navigation/navigation-transition.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const READING_ONE: SequenceOptions = { standardWithOptionalPages: false };
const READING_TWO: SequenceOptions = { standardWithOptionalPages: true };
const ALL_PAGES: SkipContext = { optionalPages: new Set<OptionalPage>(["payment-election", "supporting-documents"]), models: null };
const NO_OPTIONAL_PAGES: SkipContext = { optionalPages: new Set(), models: null };

const run = (state: NavigationState, event: NavigationEvent, options = READING_ONE) =>
  transition(state, event, (formType) => sequenceFor(DEFAULT_SEQUENCES, formType, options));

const started = (formType: FormType, options = READING_ONE) => run(INITIAL_NAVIGATION, { type: "initialize", formType }, options)[0];

/** Presses Next (or Back) until there is nowhere to go, finishing each route change as a router would. */
const walk = (formType: FormType, context: SkipContext, options = READING_ONE): string[] => {
  let state = started(formType, options);
  const visited = [state.page!.path];
  while (state.page?.nextNavTarget !== null) {
    const [moving, commands] = run(state, { type: "next", context }, options);
    expect(moving.isNavigating).toBe(true);
    expect(commands).toHaveLength(1);
    state = run(moving, { type: "routeChanged", path: commands[0]!.path }, options)[0];
    expect(state.isNavigating).toBe(false);
    visited.push(state.page!.path);
    if (visited.length > 20) throw new Error("the sequence does not end");
  }
  const back = [state.page.path];
  while (state.page?.backNavTarget !== null) {
    const [moving, commands] = run(state, { type: "back", context }, options);
    state = run(moving, { type: "routeChanged", path: commands[0]!.path }, options)[0];
    back.push(state.page!.path);
  }
  expect(back.reverse()).toEqual(visited);
  return visited;
};

describe("the page order of each form type", () => {
  it("Standard, first reading: without payment-election and supporting-documents", () => {
    expect(walk("Standard", ALL_PAGES)).toEqual([
      "/standard",
      "/standard/claimant-info",
      "/standard/claim-details",
      "/standard/claim-summary",
      "/standard/confirmation"
    ]);
  });

  it("Standard, second reading: the case puts them in", () => {
    expect(walk("Standard", ALL_PAGES, READING_TWO)).toEqual([
      "/standard",
      "/standard/claimant-info",
      "/standard/claim-details",
      "/standard/payment-election",
      "/standard/supporting-documents",
      "/standard/claim-summary",
      "/standard/confirmation"
    ]);
  });

  it("Automotive passes every page when the case offers them", () => {
    expect(walk("Automotive", ALL_PAGES)).toEqual([
      "/automotive",
      "/automotive/claimant-info",
      "/automotive/claim-details",
      "/automotive/payment-election",
      "/automotive/supporting-documents",
      "/automotive/claim-summary",
      "/automotive/confirmation"
    ]);
  });

  it("skip-checks pass by the pages a case does not offer, going forward and back", () => {
    expect(walk("Standard", NO_OPTIONAL_PAGES, READING_TWO)).toEqual([
      "/standard",
      "/standard/claimant-info",
      "/standard/claim-details",
      "/standard/claim-summary",
      "/standard/confirmation"
    ]);
    expect(walk("Automotive", NO_OPTIONAL_PAGES)).toContain("/automotive/payment-election");
    const onlyDocuments: SkipContext = { optionalPages: new Set<OptionalPage>(["supporting-documents"]), models: null };
    expect(walk("Standard", onlyDocuments, READING_TWO)).toContain("/standard/supporting-documents");
    expect(walk("Standard", onlyDocuments, READING_TWO)).not.toContain("/standard/payment-election");
  });

  it("Lookup is one page and DocumentsUpload three", () => {
    expect(walk("Lookup", ALL_PAGES)).toEqual(["/lookup"]);
    expect(walk("DocumentsUpload", ALL_PAGES)).toEqual([
      "/documents-upload",
      "/documents-upload/supporting-documents",
      "/documents-upload/confirmation"
    ]);
  });

  it("turns the time-out off on the first pages of Automotive, Lookup and DocumentsUpload, and on every confirmation", () => {
    const timeouts = (formType: FormType) =>
      sequenceFor(DEFAULT_SEQUENCES, formType, READING_TWO).map((node) => [node.path.split("/").at(-1), node.enableTimeout]);
    expect(timeouts("Standard").filter(([, on]) => !on)).toEqual([["confirmation", false]]);
    expect(timeouts("Automotive").filter(([, on]) => !on)).toEqual([["automotive", false], ["confirmation", false]]);
    expect(timeouts("Lookup")).toEqual([["lookup", false]]);
    expect(timeouts("DocumentsUpload").filter(([, on]) => !on)).toEqual([["documents-upload", false], ["confirmation", false]]);
  });

  it("every registered form type has a sequence", () => {
    expect([...DEFAULT_SEQUENCES.keys()].sort()).toEqual([...FORM_TYPES].sort());
  });
});

describe("initialisation", () => {
  it("loads the node list and makes the first node current", () => {
    const state = started("DocumentsUpload");
    expect(state).toMatchObject({ activeForm: "DocumentsUpload", initialized: true, isNavigating: false });
    expect(state.nodes).toHaveLength(3);
    expect(state.page?.path).toBe("/documents-upload");
  });

  it("loads nothing for a null form type", () => {
    expect(run(INITIAL_NAVIGATION, { type: "initialize", formType: null })).toEqual([INITIAL_NAVIGATION, []]);
  });

  it("is allowed once", () => {
    const error = thrownBy(() => run(started("Standard"), { type: "initialize", formType: "Lookup" }));
    expect(error).toBeInstanceOf(NavigationError);
    expect(error).toMatchObject({ reason: "alreadyInitialized" });
  });

  it("refuses an unknown form type with 'Unexpected Form Type'", () => {
    expect(thrownBy(() => parseFormType("Medical"))).toMatchObject({ reason: "unexpectedFormType", message: "Unexpected Form Type" });
    expect(parseFormType("documents-upload")).toBe("DocumentsUpload");
    expect(parseFormType(" automotive ")).toBe("Automotive");
    const onlyLookup = sequenceRegistry([["Lookup", () => linkPages([{ path: "/lookup" }])]]);
    expect(thrownBy(() => sequenceFor(onlyLookup, "Standard", READING_ONE))).toMatchObject({ message: "Unexpected Form Type" });
  });

  it("refuses a form type registered twice", () => {
    expect(thrownBy(() => registerSequence(DEFAULT_SEQUENCES, "Lookup", () => []))).toMatchObject({
      reason: "formTypeRegisteredTwice",
      message: "The form type Lookup is registered twice."
    });
  });
});

describe("moving around", () => {
  const onClaimDetails = () => {
    const [moving] = run(started("Standard"), { type: "skipToPage", partialPath: "claim-details" });
    return run(moving, { type: "routeChanged", path: "/standard/claim-details" })[0];
  };

  it("skipToPage goes to the one page whose path contains the text", () => {
    const [state, commands] = run(started("Standard"), { type: "skipToPage", partialPath: "SUMMARY" });
    expect(state.page?.path).toBe("/standard/claim-summary");
    expect(commands).toEqual([{ type: "navigate", path: "/standard/claim-summary", replace: false }]);
  });

  it("skipToPage refuses no match and several matches", () => {
    expect(thrownBy(() => run(started("Standard"), { type: "skipToPage", partialPath: "payment" }))).toMatchObject({ reason: "noMatchingNode" });
    expect(thrownBy(() => run(started("Standard"), { type: "skipToPage", partialPath: "claim" }))).toMatchObject({
      reason: "severalMatchingNodes"
    });
  });

  it("refuses next, back and skip while a navigation is in progress", () => {
    const [moving] = run(started("Standard"), { type: "next", context: ALL_PAGES });
    for (const event of [
      { type: "next", context: ALL_PAGES },
      { type: "back", context: ALL_PAGES },
      { type: "skipToPage", partialPath: "summary" }
    ] as const) {
      expect(thrownBy(() => run(moving, event))).toMatchObject({ name: "NavigationError", reason: "alreadyNavigating" });
    }
  });

  it("refuses next past the last page, back before the first, and moving before initialisation", () => {
    expect(thrownBy(() => run(started("Lookup"), { type: "next", context: ALL_PAGES }))).toMatchObject({ reason: "noNavigationTarget" });
    expect(thrownBy(() => run(started("Lookup"), { type: "back", context: ALL_PAGES }))).toMatchObject({ reason: "noNavigationTarget" });
    expect(thrownBy(() => run(INITIAL_NAVIGATION, { type: "next", context: ALL_PAGES }))).toMatchObject({ reason: "notInitialized" });
  });

  it("index goes to the root and the first page", () => {
    const [state, commands] = run(onClaimDetails(), { type: "index" });
    expect(state.page?.path).toBe("/standard");
    expect(commands).toEqual([{ type: "navigate", path: "/", replace: false }]);
    expect(run(state, { type: "routeChanged", path: "/" })[0].page?.path).toBe("/standard");
  });

  it("notFound, error and sessionExpired leave the form and clear its state", () => {
    const state = onClaimDetails();
    expect(run(state, { type: "notFound" })).toEqual([INITIAL_NAVIGATION, [{ type: "navigate", path: "/page-not-found", replace: false }]]);
    expect(run(state, { type: "error", culture: "es" })[1][0]?.path).toBe("/error?culture=es");
    const [expired, commands] = run(state, { type: "sessionExpired", culture: "es" });
    expect(expired).toEqual(INITIAL_NAVIGATION);
    expect(commands[0]?.path).toBe("/session-expired?form=standard&culture=es");
    expect(run(INITIAL_NAVIGATION, { type: "sessionExpired", culture: "en" })[1][0]?.path).toBe("/session-expired?culture=en");
  });

  it("route changes made outside the wizard select the node with that path", () => {
    const state = onClaimDetails();
    expect(run(state, { type: "routeChanged", path: "/standard/claimant-info/" })[0].page?.path).toBe("/standard/claimant-info");
    expect(run(state, { type: "routeChanged", path: "/Standard?culture=es" })[0].page?.path).toBe("/standard");
    expect(thrownBy(() => run(state, { type: "routeChanged", path: "/automotive/claim-details" }))).toMatchObject({
      reason: "noMatchingNode",
      message: "No navigation node matches the path /automotive/claim-details."
    });
  });

  it("a route change to the page already shown gives the same state back, so nothing that reads it draws again", () => {
    const state = onClaimDetails();
    expect(run(state, { type: "routeChanged", path: "/standard/claim-details" })[0]).toBe(state);
    expect(run(INITIAL_NAVIGATION, { type: "routeChanged", path: "/error" })[0]).toBe(INITIAL_NAVIGATION);
    // Still navigating, the same page is a change: the navigation has ended.
    const moving: NavigationState = { ...state, isNavigating: true };
    expect(run(moving, { type: "routeChanged", path: "/standard/claim-details" })[0]).toEqual(state);
  });

  it("a route change with no active form clears the nodes", () => {
    const stale: NavigationState = { ...INITIAL_NAVIGATION, nodes: started("Lookup").nodes, isNavigating: true };
    expect(run(stale, { type: "routeChanged", path: "/error" })).toEqual([{ ...INITIAL_NAVIGATION }, []]);
  });

  it("a next target without a node is an error", () => {
    const broken = linkPages([{ path: "/a" }, { path: "/b" }]).slice(0, 1);
    const state: NavigationState = { ...INITIAL_NAVIGATION, nodes: broken, page: broken[0]!, activeForm: "Lookup", initialized: true };
    expect(thrownBy(() => transition(state, { type: "next", context: ALL_PAGES }, () => broken))).toMatchObject({ reason: "noMatchingNode" });
  });
});

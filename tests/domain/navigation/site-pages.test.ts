// Which page an address shows: every form page of every sequence and the start page, the site's own pages,
// compared as page addresses are, and none for anything else.
import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../../domain/navigation/navigation-sequences.ts";
import { ROUTES } from "../../../domain/navigation/routes.ts";
import { sitePageFor } from "../../../domain/navigation/site-pages.ts";

describe("the page of an address", () => {
  it("is the form page for the start page and every page of every form type's sequence, the optional ones included", () => {
    const paths = FORM_TYPES.flatMap((formType) => sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: true }).map((node) => node.path));
    expect(paths.length).toBeGreaterThan(FORM_TYPES.length);
    for (const path of [ROUTES.root, ...paths]) expect(sitePageFor(path), path).toBe("form");
  });

  it.each([
    [ROUTES.error, "error"],
    [ROUTES.defaultDeadline, "deadline"],
    [ROUTES.sessionExpired, "sessionExpired"],
    [ROUTES.notFound, "notFound"]
  ] as const)("is the site's own page for %s", (path, page) => {
    expect(sitePageFor(path)).toBe(page);
  });

  it("compares addresses as pages are compared: any case, a trailing slash, a query or a fragment", () => {
    expect(sitePageFor("/Standard/Claimant-Info/")).toBe("form");
    expect(sitePageFor("/session-expired?form=standard")).toBe("sessionExpired");
    expect(sitePageFor("/deadline#top")).toBe("deadline");
  });

  it("is none for an address the site has no page for", () => {
    expect(sitePageFor("/no-such-page")).toBeNull();
    expect(sitePageFor("/standard/no-such-page")).toBeNull();
  });
});

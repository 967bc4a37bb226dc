// Tests when `npm start` rebuilds the site: only when dist/ is missing or a source is newer than the build.
import { describe, expect, it } from "vitest";
import { siteStaleness } from "../../scripts/site-staleness.ts";

const BUILT = 1_000_000;

describe("siteStaleness", () => {
  it("asks for a build when the site was never built", () => {
    expect(siteStaleness(null, [{ path: "web/main.tsx", modifiedMs: 1 }])).toEqual({ kind: "missing" });
  });

  it("names the newest source changed after the build", () => {
    const sources = [
      { path: "web/main.tsx", modifiedMs: BUILT - 5 },
      { path: "domain/site/theme.ts", modifiedMs: BUILT + 20 },
      { path: "vite.config.ts", modifiedMs: BUILT + 10 }
    ];
    expect(siteStaleness(BUILT, sources)).toEqual({ kind: "stale", newest: { path: "domain/site/theme.ts", modifiedMs: BUILT + 20 } });
  });

  it("keeps a build no source is newer than, a source written in the same instant included", () => {
    const sources = [
      { path: "web/main.tsx", modifiedMs: BUILT - 5 },
      { path: "package-lock.json", modifiedMs: BUILT }
    ];
    expect(siteStaleness(BUILT, sources)).toEqual({ kind: "upToDate" });
  });

  it("keeps a build when there are no sources to compare", () => {
    expect(siteStaleness(BUILT, [])).toEqual({ kind: "upToDate" });
  });
});

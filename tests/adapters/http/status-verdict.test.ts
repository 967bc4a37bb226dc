// The one status mapping of spec sections 6 and 8, for every call and every status.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REFUSAL_STATUSES, SILENT_WHEN_FORBIDDEN, statusVerdict } from "../../../adapters/http/status-verdict.ts";
import type { ApiCall } from "../../../application/errors.ts";

const CALLS: readonly ApiCall[] = [
  "csrf",
  "cultures",
  "content",
  "setLanguage",
  "deadlines",
  "characterWhitelist",
  "captchaSettings",
  "walletSettings",
  "modelConfig",
  "signatureDate",
  "authorize",
  "submit",
  "tracking",
  "sessionTimeout"
];

describe("statusVerdict", () => {
  it("names the silent calls of section 6 (and content) and the refusals of section 8", () => {
    expect(SILENT_WHEN_FORBIDDEN).toEqual(["csrf", "cultures", "content", "characterWhitelist", "modelConfig"]);
    expect(REFUSAL_STATUSES).toEqual({ authorize: [400, 401, 429], submit: [400, 409], draft: [401, 409] });
  });

  it.each([
    ["csrf", 403, "notAvailable"],
    ["modelConfig", 403, "notAvailable"],
    ["deadlines", 403, "failed"],
    ["authorize", 403, "failed"],
    ["authorize", 400, "refused"],
    ["authorize", 401, "refused"],
    ["authorize", 429, "refused"],
    ["submit", 429, "failed"],
    ["submit", 400, "refused"],
    ["submit", 409, "refused"],
    ["submit", 401, "failed"],
    ["tracking", 400, "failed"],
    ["signatureDate", 500, "failed"],
    ["captchaSettings", 204, "accepted"],
    ["cultures", 299, "accepted"],
    ["cultures", 300, "failed"],
    ["cultures", 199, "failed"],
    ["submit", 304, "failed"]
  ] as const)("%s answered %i is %s", (call, status, verdict) => {
    expect(statusVerdict(call, status)).toBe(verdict);
  });

  it("accepts every 2xx, and outside 2xx only a silent 403 or a refusal escapes failure", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLS), fc.integer({ min: 100, max: 599 }), (call, status) => {
        const verdict = statusVerdict(call, status);
        const silent = status === 403 && (SILENT_WHEN_FORBIDDEN as readonly string[]).includes(call);
        const refused =
          (call === "authorize" && (status === 400 || status === 401 || status === 429)) || (call === "submit" && (status === 400 || status === 409));
        const expected = status >= 200 && status < 300 ? "accepted" : silent ? "notAvailable" : refused ? "refused" : "failed";
        expect(verdict).toBe(expected);
      })
    );
  });
});

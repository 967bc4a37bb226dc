import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queryNeedsSanitizing, sanitizeQuery, sanitizeQueryValue, withQuery } from "../../../domain/navigation/query-sanitizer.ts";

describe("query sanitising", () => {
  it("keeps letters, digits, hyphen and underscore only", () => {
    expect(sanitizeQueryValue("es<script>alert(1)</script>")).toBe("esscriptalert1script");
    expect(sanitizeQueryValue("documents-upload_2")).toBe("documents-upload_2");
    expect(sanitizeQueryValue("café au lait")).toBe("cafaulait");
    expect(sanitizeQuery({ culture: "e s", form: "standard" })).toEqual({ culture: "es", form: "standard" });
  });

  it("says when a query must be sanitised", () => {
    expect(queryNeedsSanitizing({ culture: "es" })).toBe(false);
    expect(queryNeedsSanitizing({ culture: "es", x: "a b" })).toBe(true);
    expect(queryNeedsSanitizing({})).toBe(false);
  });

  it("leaves only [A-Za-z0-9_-] and is idempotent, for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const once = sanitizeQueryValue(value);
        expect(once).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(sanitizeQueryValue(once)).toBe(once);
      })
    );
  });

  it("renders a query back into an address", () => {
    expect(withQuery("/session-expired", { form: "standard", culture: "es" })).toBe("/session-expired?form=standard&culture=es");
    expect(withQuery("/error", {})).toBe("/error");
  });
});

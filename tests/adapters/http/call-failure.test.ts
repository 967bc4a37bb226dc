// A failed call always carries its catalogue message of spec section 8, word for word.
import { describe, expect, it } from "vitest";
import { callFailed, describeCause } from "../../../adapters/http/call-failure.ts";
import { ApiCallFailed } from "../../../application/errors.ts";
import { CALLS } from "./claims-api-test-kit.ts";

describe("callFailed", () => {
  it.each(CALLS.map((row) => [row.call, row.message] as const))("%s fails with its catalogue message", (call, message) => {
    const failure = callFailed(call, 500, "detail");
    expect(failure).toBeInstanceOf(ApiCallFailed);
    expect(failure).toMatchObject({ _tag: "ApiCallFailed", call, status: 500, message, detail: "detail" });
  });
});

describe("describeCause", () => {
  it("names an Error and its Error cause", () => {
    expect(describeCause(new TypeError("fetch failed", { cause: new Error("ECONNREFUSED") }))).toBe("TypeError: fetch failed (ECONNREFUSED)");
    expect(describeCause(new Error("offline"))).toBe("Error: offline");
  });

  it("writes anything else as text", () => {
    expect(describeCause("connection reset")).toBe("connection reset");
    expect(describeCause(42)).toBe("42");
  });
});

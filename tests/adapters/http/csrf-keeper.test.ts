// The per-adapter anti-forgery token: none before csrf (a developer error), the latest one afterwards.
import { describe, expect, it } from "vitest";
import { CSRF_TOKEN_NOT_LOADED, makeCsrfKeeper } from "../../../adapters/http/csrf-keeper.ts";
import { DeveloperError } from "../../../application/developer-error.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("makeCsrfKeeper", () => {
  it("throws DeveloperError csrfTokenNotLoaded before a token is remembered", () => {
    const error = thrownBy(() => makeCsrfKeeper().header());
    expect(error).toBeInstanceOf(DeveloperError);
    expect(error).toMatchObject({ name: "DeveloperError", reason: "csrfTokenNotLoaded", message: CSRF_TOKEN_NOT_LOADED });
    expect(CSRF_TOKEN_NOT_LOADED).toBe("The CSRF token is not loaded: call csrf before submit, authorize, tracking or session timeout.");
  });

  it("gives the remembered header name and token, the latest winning", () => {
    const keeper = makeCsrfKeeper();
    keeper.remember({ requestHeaderName: "X-XSRF-TOKEN", requestToken: "one" });
    expect(keeper.header()).toEqual(["X-XSRF-TOKEN", "one"]);
    keeper.remember({ requestHeaderName: "RequestVerificationToken", requestToken: "two" });
    expect(keeper.header()).toEqual(["RequestVerificationToken", "two"]);
  });

  it("keeps each keeper's token to itself", () => {
    const first = makeCsrfKeeper();
    first.remember({ requestHeaderName: "X", requestToken: "t" });
    expect(thrownBy(() => makeCsrfKeeper().header())).toMatchObject({ reason: "csrfTokenNotLoaded" });
  });

  it("settles at once with no csrf call answering, and only once every one has ended", async () => {
    const keeper = makeCsrfKeeper();
    await keeper.settled();
    const first = keeper.loading();
    const second = keeper.loading();
    let settled = false;
    const waiting = keeper.settled().then(() => {
      settled = true;
    });
    first();
    await new Promise((later) => setTimeout(later, 10));
    expect(settled).toBe(false);
    second();
    await waiting;
    expect(settled).toBe(true);
  });
});

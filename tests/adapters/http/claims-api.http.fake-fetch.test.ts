// The adapter calls the fetch it is given, and only that one: a hand-written fake, no MSW, records every
// call, so the address, method, headers, cookies policy and receiver can be checked directly.
import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import type { FetchLike } from "../../../adapters/http/fetch-like.ts";
import { makeClaimsApiHttp } from "../../../adapters/http/claims-api.http.ts";
import { credentialsModel } from "./claims-api-test-kit.ts";

interface FetchCall {
  readonly receiver: unknown;
  readonly input: string;
  readonly init: RequestInit;
}

const fakeFetch = (answer: (input: string) => Response): { fetch: FetchLike; calls: FetchCall[] } => {
  const calls: FetchCall[] = [];
  // A function expression, so the receiver it is called with can be recorded.
  const fetch = function (this: unknown, input: string, init: RequestInit): Promise<Response> {
    calls.push({ receiver: this, input, init });
    return Promise.resolve(answer(input));
  };
  return { fetch, calls };
};

const TOKEN = { requestHeaderName: "RequestVerificationToken", requestToken: "fake-token" };

describe("the injected fetch", () => {
  it("is what the adapter calls, with the base address, GET, JSON accepted and cookies included", async () => {
    const { fetch, calls } = fakeFetch(() => Response.json(TOKEN));
    const api = makeClaimsApiHttp({ baseUrl: "https://claims.example.com", fetch });
    expect(await Effect.runPromise(api.csrf)).toEqual(Option.some(TOKEN));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toBe("https://claims.example.com/api/csrf");
    expect(calls[0]?.init).toMatchObject({ method: "GET", credentials: "include", headers: { Accept: "application/json" } });
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("is called without the options object as its receiver, as window.fetch requires", async () => {
    const { fetch, calls } = fakeFetch(() => Response.json(TOKEN));
    const options = { baseUrl: "", fetch };
    await Effect.runPromise(makeClaimsApiHttp(options).csrf);
    expect(calls[0]?.receiver).toBeUndefined();
  });

  it("takes a relative address when the base address is the page's own origin", async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ allowedCharacters: "abc" }));
    const api = makeClaimsApiHttp({ baseUrl: "", fetch });
    expect(await Effect.runPromise(api.characterWhitelist)).toEqual(Option.some("abc"));
    expect(calls[0]?.input).toBe("/api/characters-whitelist");
  });

  it("carries the anti-forgery header and the JSON body of an unsafe call", async () => {
    const { fetch, calls } = fakeFetch((input) => (input.endsWith("/api/csrf") ? Response.json(TOKEN) : Response.json({ authorized: true })));
    const api = makeClaimsApiHttp({ baseUrl: "https://claims.example.com/", fetch });
    await Effect.runPromise(api.csrf);
    await Effect.runPromise(api.authorize("DocumentsUpload", credentialsModel, "tok"));
    expect(calls[1]?.input).toBe("https://claims.example.com/api/forms/documents-upload/authorize");
    expect(calls[1]?.init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/json", RequestVerificationToken: "fake-token" }
    });
    expect(JSON.parse(calls[1]?.init.body as string)).toMatchObject({ reCaptchaResponse: "tok", credentials: { clientId: "credentials-AbCd1234" } });
  });

  it("is not called at all until the effect runs", () => {
    const { fetch, calls } = fakeFetch(() => Response.json(TOKEN));
    const api = makeClaimsApiHttp({ baseUrl: "", fetch });
    const pending = [api.csrf, api.deadlines, api.content("en")];
    expect(pending).toHaveLength(3);
    expect(calls).toEqual([]);
  });
});

// Spec sections 6 and 8 through the adapter: for every call, which statuses are "not available",
// which fail with the call's catalogue message, and what no answer or an unreadable answer gives.
import { Effect, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { type ApiCall, ApiCallFailed } from "../../../application/errors.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { CALLS, type CallCase, failureOf, loadedApi, SILENT_CALLS } from "./claims-api-test-kit.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";

const server = useClaimsApiServer();

/** Loads the CSRF token first, then lets the call's endpoint answer as given. */
const answeredWith = async (row: CallCase, response: () => Response) => {
  const api = await loadedApi();
  server.use(http[row.method](claimsApiUrl(row.path), response));
  return row.run(api);
};

const failedCall = async (row: CallCase, response: () => Response): Promise<ApiCallFailed> => {
  const failure = await failureOf(await answeredWith(row, response));
  expect(failure).toBeInstanceOf(ApiCallFailed);
  return failure as ApiCallFailed;
};

const rowOf = (call: ApiCall): CallCase => CALLS.find((row) => row.call === call)!;

const rowsWhere = (keep: (row: CallCase) => boolean) => CALLS.filter(keep).map((row) => [row.call, row] as const);

describe("a status the call does not accept", () => {
  it.each(CALLS.flatMap((row) => [500, 502, 404].map((status) => [row.call, status, row] as const)))(
    "%s answered %i fails with the call's catalogue message",
    async (call, status, row) => {
      const failure = await failedCall(row, () => HttpResponse.json({ error: "boom" }, { status }));
      expect(failure.call).toBe(call);
      expect(failure.status).toBe(status);
      expect(failure.message).toBe(row.message);
      expect(failure.detail).toBe(`${row.request} answered ${status}`);
    }
  );

  it.each(rowsWhere((row) => !SILENT_CALLS.includes(row.call)))("%s answered 403 is a failure, not 'not available'", async (_call, row) => {
    const failure = await failedCall(row, () => HttpResponse.json({ error: "forbidden" }, { status: 403 }));
    expect(failure.status).toBe(403);
    expect(failure.message).toBe(row.message);
  });

  it.each(
    CALLS.filter((row) => row.call !== "authorize" && row.call !== "submit").flatMap((row) =>
      [400, 401].map((status) => [row.call, status, row] as const)
    )
  )("%s answered %i fails: only authorize and submit can be refused", async (_call, status, row) => {
    const failure = await failedCall(row, () => HttpResponse.json({ error: "refused" }, { status }));
    expect(failure.status).toBe(status);
    expect(failure.message).toBe(row.message);
  });
});

describe("a 403 on config, whitelist, cultures, content or CSRF", () => {
  it.each(rowsWhere((row) => SILENT_CALLS.includes(row.call)))("%s gives Option.none and no error", async (_call, row) => {
    const answer = await Effect.runPromise(await answeredWith(row, () => HttpResponse.json({ error: "forbidden" }, { status: 403 })));
    expect(answer).toEqual(Option.none());
  });
});

describe("no answer at all", () => {
  it.each(rowsWhere(() => true))("%s with a dropped connection fails with status null", async (call, row) => {
    const failure = await failedCall(row, () => HttpResponse.error());
    expect(failure).toMatchObject({ call, status: null, message: row.message });
    expect(failure.detail).toMatch(/^(GET|POST) \/api\/.+: no answer \(TypeError: Failed to fetch/);
  });
});

describe("an answer that is not JSON or does not decode", () => {
  const decoded = rowsWhere((row) => !["setLanguage", "tracking", "sessionTimeout"].includes(row.call));

  it.each(decoded)("%s answered with HTML fails naming what was wrong", async (call, row) => {
    const failure = await failedCall(row, () => HttpResponse.html("<html>maintenance</html>"));
    expect(failure).toMatchObject({ call, status: 200, message: row.message });
    expect(failure.detail).toContain("answered 200, but the answer is not JSON");
  });

  it.each(decoded)("%s answered with JSON of the wrong shape fails naming where", async (call, row) => {
    const failure = await failedCall(row, () => HttpResponse.json([{ unexpected: true }]));
    expect(failure).toMatchObject({ call, status: 200, message: row.message });
    expect(failure.detail).toMatch(/answered 200, but the (answer does not match|model configuration is invalid)/);
  });

  it("names the path of the wrong value in a deadlines answer", async () => {
    const failure = await failedCall(rowOf("deadlines"), () =>
      HttpResponse.json({ deadlines: { globalDeadline: { timeZone: 3, deadline: "12/31/2099" } } })
    );
    expect(failure.detail).toContain("GET /api/deadlines answered 200, but the answer does not match (");
    expect(failure.detail).toContain("at deadlines.globalDeadline.timeZone: Expected string");
  });

  it("names the empty token of a CSRF answer", async () => {
    const failure = await failedCall(rowOf("csrf"), () => HttpResponse.json({ requestHeaderName: "X-XSRF-TOKEN", requestToken: "" }));
    expect(failure.detail).toContain("at requestToken: Expected a value with a length of at least 1");
  });

  it("names the item and field of a model configuration that does not decode", async () => {
    const failure = await failedCall(rowOf("modelConfig"), () =>
      HttpResponse.json([{ metadataHash: "h", metadata: { dtoMapping: "claimantInfo" }, fields: [{ key: "firstName", label: 42 }] }])
    );
    expect(failure.message).toBe("Your request failed. Please reload and try again.");
    expect(failure.detail).toContain('the model configuration is invalid (item 0 (claimantInfo), field "firstName" at label: Expected string');
  });

  it("refuses a model configuration item without dtoMapping with the spec's message", async () => {
    const failure = await failedCall(rowOf("modelConfig"), () =>
      HttpResponse.json([{ metadataHash: "h", metadata: {}, fields: [{ key: "a" }] }])
    );
    expect(failure.detail).toContain("item 0 at metadata: dtoMapping missing from remoteConfig metadata");
  });
});

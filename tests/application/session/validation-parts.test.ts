// The validation engine comes in two parts (domain/validation/validation-engine.ts): on a form's first page,
// whose fields read no date, the session waits only for its core, and off it for the date rules too. Here
// the date rules never arrive, as on a phone whose network is slow, and the engine is a fresh one.
import { describe, expect, it, vi } from "vitest";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { http, HttpResponse } from "msw";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();

vi.resetModules();
vi.doMock("../../../domain/validation/date-rules.ts", () => new Promise(() => undefined));
const engine = await import("../../../domain/validation/validation-engine.ts");
const { clientIdOf, testSession } = await import("../../support/session-kit.ts");

/** Whether the promise settles within the wait; a run waiting for code that never comes does not. */
const settlesWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => {
      setTimeout(() => {
        resolve(false);
      }, ms);
    })]);

const plainField: FieldConfig = { key: "pin", validations: [{ type: "required" }, { type: "regularExpression", params: { pattern: "[0-9]{6}" } }] };
const dateRuleField: FieldConfig = { key: "purchaseDate", validations: [{ type: "preventFutureShortDate", params: { inclusive: true } }] };
const pickerField: FieldConfig = { key: "visitDate", control: "date", datePicker: { view: "month" } };

describe("the validation engine in two parts", () => {
  it("loads what plain fields need without the date rules, and refuses a date field until they come", async () => {
    expect(engine.isValidationEngineLoadedFor(plainField)).toBe(false);
    await engine.loadValidationEngineFor([plainField]);
    expect(engine.isValidationEngineLoadedFor(plainField)).toBe(true);
    expect(engine.isValidationEngineLoadedFor(dateRuleField)).toBe(false);
    expect(engine.isValidationEngineLoadedFor(pickerField)).toBe(false);
    expect(engine.isValidationEngineLoaded()).toBe(false);
    expect(engine.areIssueTextsLoaded()).toBe(true);
    const [required, pattern] = engine.compileFieldRules(plainField);
    const context = { path: ["pin"], fields: {}, now: 0, characterWhitelist: null, savedRecords: () => 0 };
    expect(required?.({ ...context, value: null }).map((found) => found.code)).toEqual(["required"]);
    expect(pattern?.({ ...context, value: "12ab" }).length).toBe(1);
    expect(() => engine.compileFieldRules(dateRuleField)).toThrow(/Field "purchaseDate" needs the date rules/);
    expect(() => engine.compileFieldRules(pickerField)).toThrow(/Field "visitDate" needs the date rules/);
    expect(await settlesWithin(engine.loadValidationEngineFor([plainField, dateRuleField]), 300)).toBe(false);
  });

  it("lets a Start on a first page without dates through, and holds a Next off it until the date rules come", async () => {
    server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(standardClaimConfig())));
    const { session } = testSession();
    await session.start();
    // As the site's router enters the form's first page.
    await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    for (const [key, value] of [
      ["noticeId", "NWD-10000002"],
      ["pin", "730158"]
    ] as const) {
      await session.editField(clientIdOf(session, "credentials"), key, value);
    }
    const started = await session.proceed();
    expect(started.moved).toBe(true);
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claimant-info");
    // Claimant information has no date field, but the claim's next pages do: off the first page, a use case
    // that may validate waits for every rule.
    await session.editField(clientIdOf(session, "claimantInfo"), "lastName", "Hopper");
    expect(await settlesWithin(session.next(), 300)).toBe(false);
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claimant-info");
  });
});

// Client and server agree: the site's own HTTP adapter (makeClaimsApiHttp) drives every call of spec
// section 7 against the server listening on 127.0.0.1 with the demo case, a claim with a document is
// filed and retried, refusals arrive as the adapter's refusals, and logging out ends the authorization.
import { Effect, Option, Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClaimsApiHttp } from "../../../adapters/http/claims-api.http.ts";
import type { ClaimsApiShape } from "../../../application/ports/claims-api.port.ts";
import { assignField, editField } from "../../../domain/forms/field-editing.ts";
import type { FormModel, ModelSet } from "../../../domain/forms/form-model.ts";
import { createModel } from "../../../domain/forms/model-factory.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { prepareSubmission } from "../../../domain/submission/submission-preparation.ts";
import type { ClaimDto } from "../../../domain/submission/claim-dto.ts";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";
import { buildTestApp, listenOnLoopback, openTestStore, STORE_START_TIMEOUT_MS, type TestApp } from "../../support/server-kit.ts";
import { FILES } from "./claim-body.ts";
import { cookieJarFetch } from "../../../adapters/http/cookie-jar-fetch.ts";

const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect);
const attempt = <A, E>(effect: Effect.Effect<A, E>): Promise<Result.Result<A, E>> => Effect.runPromise(Effect.result(effect));

let demo: ClaimsCase;
let store: ClaimStore;
let server: TestApp;
let api: ClaimsApiShape;
let member: ClassMember;

const itemOf = (dtoMapping: string): ModelConfigItem => {
  const item = demo.modelConfig.find((candidate) => candidate.metadata["formType"] === "DocumentsUpload" && candidate.metadata.dtoMapping === dtoMapping);
  if (item === undefined) throw new Error(`the demo case has no DocumentsUpload ${dtoMapping} item`);
  return item;
};

const characters = seededCharacters();

const credentialsModel = (pin: string): FormModel =>
  assignField(assignField(createModel(itemOf("credentials"), characters), "noticeId", member.credentials["noticeId"] ?? ""), "pin", pin);

/** A saved document record, as the site's supporting-documents page makes one. */
const documentRecord = (): FormModel => {
  const draft = createModel(itemOf("DocumentContexts"), characters);
  const withFile = editField(draft, "documentFile", [new File([FILES.pdf], "receipt.pdf", { type: "application/pdf" })]);
  const chosen = editField(withFile, "documentType", "Receipt");
  return { ...chosen, metadata: { ...chosen.metadata, dtoMapping: "documentContexts" } };
};

const claim = (models: ModelSet): ClaimDto => {
  const prepared = prepareSubmission(models, { formType: "DocumentsUpload", culture: "en", captchaToken: null, previousCaptcha: null, captchaEnabled: false });
  if (Result.isFailure(prepared)) throw new Error(`the claim does not pass the site's rules: ${JSON.stringify(prepared.failure)}`);
  return prepared.success;
};

beforeAll(async () => {
  demo = await loadCaseAt("cases/demo");
  const found = demo.members.find((candidate) => candidate.formTypes.includes("DocumentsUpload"));
  if (found === undefined) throw new Error("the demo case has no member who may upload documents");
  member = found;
  store = await openTestStore();
  server = buildTestApp({ store, claimsCase: demo });
  const baseUrl = await listenOnLoopback(server.app);
  api = makeClaimsApiHttp({ baseUrl, fetch: cookieJarFetch(globalThis.fetch), ...(demo.site.walletSettingsSegment === undefined ? {} : { walletSettingsSegment: demo.site.walletSettingsSegment }) });
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await server.app.close();
  await store.close();
});

describe("the site's HTTP adapter against the listening server", () => {
  it("loads everything start-up loads, decoded by the site's own schemas", async () => {
    const token = await run(api.csrf);
    expect(Option.getOrThrow(token).requestHeaderName).toBe("X-XSRF-TOKEN");
    expect(Option.getOrThrow(await run(api.cultures))).toEqual(demo.site.cultures);
    expect(Option.getOrThrow(await run(api.content("es")))).toEqual(demo.content["es"]);
    await run(api.setLanguage("es"));
    expect(await run(api.deadlines)).toEqual(demo.deadlines);
    expect(Option.getOrThrow(await run(api.characterWhitelist))).toBe(demo.characterWhitelist);
    expect(await run(api.captchaSettings)).toEqual({ provider: demo.site.captcha.provider, siteKey: null });
    expect(await run(api.walletSettings)).toEqual(demo.site.wallet);
    expect(Option.getOrThrow(await run(api.modelConfig))).toHaveLength(demo.modelConfig.length);
    expect(await run(api.signatureDate("es"))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("authorizes, files a claim with its document, and answers a retry with the same reference code", async () => {
    const refused = await attempt(api.authorize("DocumentsUpload", credentialsModel("000000"), null));
    expect(Result.isFailure(refused) && refused.failure._tag === "AuthorizationRefused" && refused.failure.status === 401).toBe(true);

    const credentials = credentialsModel(member.credentials["pin"] ?? "");
    const answer = await run(api.authorize("DocumentsUpload", credentials, null));
    expect(answer).toMatchObject({ authorized: true, prepopulatedData: member.prepopulatedData });

    const record = documentRecord();
    const dto = claim({ saved: [credentials, record], drafts: [] });
    const filed = await run(api.submit("DocumentsUpload", dto, "round-trip-0001"));
    expect(filed).toMatchObject({ submitted: true, nonMatchingPaymentElection: false, error: null });
    const code = filed.referenceCodeForm ?? "";
    expect(await run(api.submit("DocumentsUpload", dto, "round-trip-0001"))).toEqual(filed);

    const stored = await store.findClaim(code);
    expect(stored?.documents).toEqual([expect.objectContaining({ contextClientId: record.clientId, name: "receipt.pdf", mediaType: "application/pdf", size: FILES.pdf.length })]);
    expect(Buffer.from((await store.documentBytes(code, record.clientId)) ?? [])).toEqual(Buffer.from(FILES.pdf));
  });

  it("hands a refused claim back as the adapter's SubmissionRefused, tracks, and logs out", async () => {
    const credentials = credentialsModel(member.credentials["pin"] ?? "");
    await run(api.authorize("DocumentsUpload", credentials, null));
    const refused = await attempt(api.submit("DocumentsUpload", claim({ saved: [credentials], drafts: [] }), "round-trip-0002"));
    expect(Result.isFailure(refused) && refused.failure._tag === "SubmissionRefused" && !refused.failure.answer.submitted).toBe(true);

    await run(api.track({ formType: "DocumentsUpload", fieldKey: "DocumentType", fieldValue: "Receipt" }));
    await run(api.sessionTimeout);
    const afterLogout = await attempt(api.submit("DocumentsUpload", claim({ saved: [credentials, documentRecord()], drafts: [] }), "round-trip-0003"));
    expect(Result.isFailure(afterLogout) && afterLogout.failure._tag === "ApiCallFailed" && afterLogout.failure.status === 401).toBe(true);
  });
});

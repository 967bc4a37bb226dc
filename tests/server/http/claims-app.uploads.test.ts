// Upload refusals on submit: every file judged by its content and size, every part by its name and count,
// every malformed body answered with a JSON 4xx naming what was wrong; nothing filed, and the server
// goes on answering.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { type BodyPart, BOUNDARY, documentsClaimParts, FILES, multipartPayload, receipt, sizedPdf, standardClaimParts } from "./claim-body.ts";
import { KB, testCase } from "./http-case.ts";
import { freshKey, type Submitter, submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;
let claimant: Submitter;

beforeAll(async () => {
  store = await openTestStore();
  claimant = await submitter(store, { authorized: ["standard", "documents-upload"] });
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await claimant.app.close();
  await store.close();
});

/** Submits and checks that nothing was filed, that the answer is a JSON refusal, and that the server still files a valid claim. */
const refused = async (send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> => {
  const before = await store.countClaims();
  const response = await send();
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(submitBody(response).submitted).toBe(false);
  expect(await store.countClaims()).toBe(before);
  expect((await claimant.submit("documents-upload", documentsClaimParts([receipt(1)]))).statusCode).toBe(200);
  return response;
};

const problemsOf = (response: LightMyRequestResponse) => submitBody(response).problems ?? [];

const documents = (parts: readonly BodyPart[]) => () => claimant.submit("documents-upload", parts);

const raw = (payload: string | Buffer, contentType: string) => () =>
  claimant.client.inject({
    method: "POST",
    url: "/api/forms/documents-upload",
    headers: { "content-type": contentType, "idempotency-key": freshKey() },
    payload
  });

/** A whole PDF with an HTML page in a comment after its header: a PDF reader and a browser both open it. */
const POLYGLOT = Uint8Array.from(
  Buffer.from(Buffer.from(FILES.pdf).toString("latin1").replace("%PDF-1.4\n", "%PDF-1.4\n%<html><script>fetch('/api/csrf')</script></html>\n"), "latin1")
);

describe("files", () => {
  it.each([
    ["an empty file", { ...receipt(1), bytes: new Uint8Array() }, "emptyFile", 400],
    ["a file of no known type, whatever its name", { ...receipt(1), bytes: FILES.exe }, "unknownFileType", 400],
    ["a type the case does not accept", { ...receipt(1), bytes: FILES.gif }, "fileTypeNotAccepted", 400],
    ["a file over the per-file limit", { ...receipt(1), bytes: sizedPdf(64 * KB + 1) }, "fileTooLarge", 413],
    ["a PDF cut short: the five bytes %PDF-", { ...receipt(1), bytes: Uint8Array.from(Buffer.from("%PDF-")) }, "malformedFile", 400],
    ["a PDF whose end is missing", { ...receipt(1), bytes: FILES.pdf.subarray(0, FILES.pdf.length - 30) }, "malformedFile", 400],
    ["a PDF that is also an HTML page", { ...receipt(1), bytes: POLYGLOT }, "activeContent", 400]
  ])("refuses %s, naming the file", async (_name, document, code, status) => {
    const response = await refused(documents(documentsClaimParts([document])));
    expect(response.statusCode).toBe(status);
    expect(problemsOf(response)).toEqual([expect.objectContaining({ code, part: "documents", file: document.clientId })]);
    expect(submitBody(response).error).toContain(document.clientId);
  });

  it("accepts a file exactly at the per-file limit", async () => {
    expect((await claimant.submit("documents-upload", documentsClaimParts([{ ...receipt(1), bytes: sizedPdf(64 * KB) }]))).statusCode).toBe(200);
  });

  it("closes the connection after refusing a file it stopped reading", async () => {
    const response = await refused(documents(documentsClaimParts([{ ...receipt(1), bytes: sizedPdf(80 * KB) }])));
    expect(response.headers.connection).toBe("close");
  });

  it("refuses files that together pass the per-request limit", async () => {
    const files = [1, 2, 3].map((index) => ({ ...receipt(index), bytes: sizedPdf(60 * KB) }));
    const response = await refused(documents(documentsClaimParts(files)));
    expect(response.statusCode).toBe(413);
    expect(problemsOf(response).map((problem) => problem.code)).toEqual(["requestTooLarge"]);
  });

  it("refuses a body whose declared length is over the limit without reading it", async () => {
    const response = await refused(() =>
      claimant.client.inject({
        method: "POST",
        url: "/api/forms/documents-upload",
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "idempotency-key": freshKey() },
        payload: Buffer.alloc(300 * KB, 0x41)
      })
    );
    expect(response.statusCode).toBe(413);
  });

  it("refuses two files of the same name, and a file without a name", async () => {
    const twice = await refused(documents([...documentsClaimParts([receipt(1)]), { name: "documents", fileName: receipt(1).clientId, bytes: FILES.pdf }]));
    expect(problemsOf(twice)).toEqual([expect.objectContaining({ code: "duplicateFileName", file: receipt(1).clientId })]);
    const nameless = await refused(documents([...documentsClaimParts([receipt(1)]), { name: "documents", fileName: "", bytes: FILES.pdf }]));
    expect(problemsOf(nameless).map((problem) => problem.code)).toEqual(["missingFileName"]);
  });

  it("refuses more files than a claim may carry", async () => {
    const many = Array.from({ length: 51 }, (_, index) => ({ name: "documents", fileName: `f${index}`, bytes: FILES.pdf }));
    const response = await refused(documents([...documentsClaimParts([]), ...many]));
    expect(response.statusCode).toBe(413);
    expect(problemsOf(response).map((problem) => problem.code)).toContain("tooManyParts");
  });
});

describe("parts", () => {
  it("refuses a part that is not part of a claim, a part sent twice and a file where text belongs", async () => {
    const unknown = await refused(documents([...documentsClaimParts([receipt(1)]), { name: "admin", value: "true" }]));
    expect(problemsOf(unknown)).toEqual([expect.objectContaining({ code: "unknownPart", part: "admin" })]);
    const twice = await refused(documents([...documentsClaimParts([receipt(1)]), { name: "userPreferredCulture", value: "es" }]));
    expect(problemsOf(twice)).toEqual([expect.objectContaining({ code: "duplicatePart", part: "userPreferredCulture" })]);
    const fileAsText = await refused(documents([...documentsClaimParts([receipt(1)]), { name: "signature", fileName: "s.pdf", bytes: FILES.pdf }]));
    expect(problemsOf(fileAsText)).toEqual([expect.objectContaining({ code: "fileNotExpected", part: "signature" })]);
  });

  it("refuses too many text parts, a prototype-named part and a part declared JSON that does not parse", async () => {
    const texts = Array.from({ length: 17 }, (_, index) => ({ name: `extra${index}`, value: "x" }));
    expect(problemsOf(await refused(documents(texts))).map((problem) => problem.code)).toContain("tooManyParts");
    const proto = await refused(documents([{ name: "__proto__", value: "{}" }, ...documentsClaimParts([receipt(1)])]));
    expect(proto.statusCode).toBe(400);
    const json = await refused(documents([{ name: "signature", value: "{oops", contentType: "application/json" }, ...documentsClaimParts([receipt(1)])]));
    expect(problemsOf(json).map((problem) => problem.code)).toEqual(["malformedBody"]);
  });

  it("refuses a text part over its size limit", async () => {
    const roomy = await submitter(store, { claimsCase: testCase({ site: { uploads: { maxFileBytes: 64 * KB, maxRequestBytes: 4096 * KB, mediaTypes: [] } } }) });
    const before = await store.countClaims();
    const response = await roomy.submit("standard", [...standardClaimParts().filter((part) => part.name !== "signature"), { name: "signature", value: "x".repeat(1024 * KB + 1) }]);
    expect(response.statusCode).toBe(413);
    expect(problemsOf(response)).toEqual([expect.objectContaining({ code: "partTooLarge", part: "signature" })]);
    expect(await store.countClaims()).toBe(before);
    await roomy.app.close();
  });
});

describe("malformed bodies", () => {
  it("answers a body cut short with a 400", async () => {
    const whole = multipartPayload(documentsClaimParts([receipt(1)]));
    const response = await refused(raw(whole.subarray(0, whole.length - 40), `multipart/form-data; boundary=${BOUNDARY}`));
    expect(response.statusCode).toBe(400);
    expect(problemsOf(response).map((problem) => problem.code)).toEqual(["malformedBody"]);
  });

  it("answers multipart without a boundary, and garbage under a boundary, with a 400", async () => {
    expect((await refused(raw("whatever", "multipart/form-data"))).statusCode).toBe(400);
    expect((await refused(raw("not multipart at all", `multipart/form-data; boundary=${BOUNDARY}`))).statusCode).toBe(400);
  });

  it("answers a content type it does not take with a 415", async () => {
    const response = await refused(raw("<claim/>", "application/xml"));
    expect(response.statusCode).toBe(415);
  });

  it("reads an empty multipart body as a claim with nothing in it", async () => {
    const response = await refused(raw(`--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`));
    expect(response.statusCode).toBe(400);
    // The documents are missing and the culture; the credentials may be left out (the authorization names the member).
    expect((submitBody(response).issues ?? []).map((found) => found.code)).toEqual(expect.arrayContaining(["provideDocumentation", "cultureRequired"]));
  });
});

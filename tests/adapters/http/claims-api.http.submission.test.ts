// Submitting a claim (spec section 7): the multipart parts as the server reads them back, the
// idempotency key across retries, a refused submission, and the developer errors of a bad submit.
import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { DeveloperError } from "../../../application/developer-error.ts";
import { ApiCallFailed, SubmissionRefused } from "../../../application/errors.ts";
import { NavigationError } from "../../../domain/navigation/navigation-error.ts";
import type { ClaimDto } from "../../../domain/submission/claim-dto.ts";
import { CLAIMS_API_TEST_ORIGIN, claimsApiUrl, HAPPY_ANSWERS } from "../../support/msw/claims-api-handlers.ts";
import { claimDto, defectOf, failureOf, loadedApi, modelDto, SUBMISSION_FAILED } from "./claims-api-test-kit.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";

const server = useClaimsApiServer();

interface Received {
  readonly form: FormData;
  readonly idempotencyKey: string | null;
  readonly contentType: string | null;
}

/** Lets the Standard submit endpoint record what it read back, then answer as a healthy server. */
const receiveSubmits = (path = "/api/forms/standard"): Received[] => {
  const received: Received[] = [];
  server.use(
    http.post(claimsApiUrl(path), async ({ request }) => {
      received.push({
        form: await request.formData(),
        idempotencyKey: request.headers.get("Idempotency-Key"),
        contentType: request.headers.get("Content-Type")
      });
      return HttpResponse.json(HAPPY_ANSWERS.submitted("REF-777"));
    })
  );
  return received;
};

const documentContext = (clientId: string, name: string) => modelDto(clientId, { name, documentType: "Receipt" });

const withDocuments: ClaimDto = claimDto({
  captchaRawValue: "",
  claimDetails: modelDto("claimDetails-00000003", { units: 3, agree: true, note: null }),
  prepopulatedData: [modelDto("prepopulatedData-00000004", { firstName: "Ada" })],
  documentContexts: [documentContext("DocumentContexts-AAAA0001", "receipt.pdf"), documentContext("DocumentContexts-AAAA0002", "photo.png")],
  claimTransactions: [modelDto("claimTransactions-00000005", { purchaseDate: "1/2/2020", amount: "10.00", claimTransactionId: "t-1" })],
  documents: [
    { contextClientId: "DocumentContexts-AAAA0001", file: new File(["%PDF-1.7 receipt"], "receipt.pdf", { type: "application/pdf" }) },
    { contextClientId: "DocumentContexts-AAAA0002", file: new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" }) }
  ]
});

describe("the multipart body", () => {
  it("sends each DTO part as a JSON string the server can parse back", async () => {
    const received = receiveSubmits();
    const api = await loadedApi();
    await Effect.runPromise(api.submit("Standard", withDocuments, "key-1"));
    const form = received[0]!.form;
    for (const part of ["signature", "claimantInfo", "credentials", "claimDetails"] as const) {
      expect(typeof form.get(part)).toBe("string");
      expect(JSON.parse(form.get(part) as string)).toEqual(withDocuments[part]);
    }
    for (const part of ["prepopulatedData", "documentContexts", "claimTransactions"] as const) {
      expect(JSON.parse(form.get(part) as string)).toEqual(withDocuments[part]);
    }
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("sends the captcha token, culture and previous captcha as text, an empty text included", async () => {
    const received = receiveSubmits();
    const api = await loadedApi();
    await Effect.runPromise(api.submit("Standard", withDocuments, "key-1"));
    const form = received[0]!.form;
    expect(form.get("reCaptchaResponse")).toBe("captcha-token");
    expect(form.get("userPreferredCulture")).toBe("en");
    expect(form.get("captchaRawValue")).toBe("");
  });

  it("names each document file part by its document context's client id and keeps its bytes", async () => {
    const received = receiveSubmits();
    const api = await loadedApi();
    await Effect.runPromise(api.submit("Standard", withDocuments, "key-1"));
    const documents = received[0]!.form.getAll("documents") as File[];
    expect(documents.map((file) => file.name)).toEqual(["DocumentContexts-AAAA0001", "DocumentContexts-AAAA0002"]);
    expect(documents.map((file) => file.type)).toEqual(["application/pdf", "image/png"]);
    expect(await documents[0]!.text()).toBe("%PDF-1.7 receipt");
    expect([...new Uint8Array(await documents[1]!.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it("leaves null parts out and sends empty lists as []", async () => {
    const received = receiveSubmits();
    const api = await loadedApi();
    const claim = claimDto({ reCaptchaResponse: null, signature: null, credentials: null });
    await Effect.runPromise(api.submit("Standard", claim, "key-1"));
    const form = received[0]!.form;
    expect([...new Set(form.keys())].sort()).toEqual([
      "claimTransactions",
      "claimantInfo",
      "documentContexts",
      "prepopulatedData",
      "userPreferredCulture"
    ]);
    expect(form.get("documentContexts")).toBe("[]");
    expect(form.has("documents")).toBe(false);
  });

  it.each([
    ["Standard", "/api/forms/standard"],
    ["Automotive", "/api/forms/automotive"],
    ["DocumentsUpload", "/api/forms/documents-upload"]
  ] as const)("posts a %s claim to %s", async (formType, path) => {
    const received = receiveSubmits(path);
    const api = await loadedApi();
    expect(await Effect.runPromise(api.submit(formType, claimDto(), "key-1"))).toEqual(HAPPY_ANSWERS.submitted("REF-777"));
    expect(received).toHaveLength(1);
  });
});

describe("the idempotency key", () => {
  it("is the same on two retries with the same key, so the server files the claim once", async () => {
    const keys: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url === `${CLAIMS_API_TEST_ORIGIN}/api/forms/standard`) keys.push(request.headers.get("Idempotency-Key"));
    });
    const api = await loadedApi();
    const first = await Effect.runPromise(api.submit("Standard", claimDto(), "claim-key-8f2c"));
    const retry = await Effect.runPromise(api.submit("Standard", claimDto(), "claim-key-8f2c"));
    const another = await Effect.runPromise(api.submit("Standard", claimDto(), "claim-key-other"));
    expect(keys).toEqual(["claim-key-8f2c", "claim-key-8f2c", "claim-key-other"]);
    expect(retry.referenceCodeForm).toBe(first.referenceCodeForm);
    expect(another.referenceCodeForm).not.toBe(first.referenceCodeForm);
  });

  it("is sent again after a failed attempt", async () => {
    const keys: (string | null)[] = [];
    let attempts = 0;
    server.use(
      http.post(claimsApiUrl("/api/forms/standard"), ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json(HAPPY_ANSWERS.submitted("REF-9"));
      })
    );
    const api = await loadedApi();
    const failure = await failureOf(api.submit("Standard", claimDto(), "key-retry"));
    expect(failure).toMatchObject({ _tag: "ApiCallFailed", call: "submit", status: null, message: SUBMISSION_FAILED });
    expect(await Effect.runPromise(api.submit("Standard", claimDto(), "key-retry"))).toMatchObject({ referenceCodeForm: "REF-9" });
    expect(keys).toEqual(["key-retry", "key-retry"]);
  });
});

describe("a refused submission", () => {
  it("a 400 gives SubmissionRefused with the decoded answer and no message", async () => {
    const answer = { submitted: false, nonMatchingPaymentElection: true, error: "The payment election does not match." };
    server.use(http.post(claimsApiUrl("/api/forms/standard"), () => HttpResponse.json(answer, { status: 400 })));
    const api = await loadedApi();
    const failure = await failureOf(api.submit("Standard", claimDto(), "key-1"));
    expect(failure).toBeInstanceOf(SubmissionRefused);
    expect(failure).toMatchObject({ _tag: "SubmissionRefused", answer });
    expect(failure.message).toBe("");
  });

  it("a 400 whose answer does not decode is a failed submission naming what was wrong", async () => {
    server.use(http.post(claimsApiUrl("/api/forms/standard"), () => HttpResponse.text("Bad Request", { status: 400 })));
    const api = await loadedApi();
    const failure = await failureOf(api.submit("Standard", claimDto(), "key-1"));
    expect(failure).toBeInstanceOf(ApiCallFailed);
    expect(failure).toMatchObject({ call: "submit", status: 400, message: SUBMISSION_FAILED });
    expect((failure as ApiCallFailed).detail).toContain("POST /api/forms/standard answered 400, but the answer is not JSON");
  });

  it("a 409 naming the member's first claim gives SubmissionRefused with that reference code", async () => {
    const answer = { submitted: false, error: "This class member has already filed on this form.", referenceCodeForm: null, alreadyFiledReferenceCode: "K7M2QX9PAB" };
    server.use(http.post(claimsApiUrl("/api/forms/standard"), () => HttpResponse.json(answer, { status: 409 })));
    const api = await loadedApi();
    expect(await failureOf(api.submit("Standard", claimDto(), "key-1"))).toMatchObject({ _tag: "SubmissionRefused", answer });
  });

  it("a 409 naming no claim (the first request with the key is still running) is a failed submission, not a refusal", async () => {
    const answer = { submitted: false, error: "A submission with this Idempotency-Key is still being handled; try again in a moment." };
    server.use(http.post(claimsApiUrl("/api/forms/standard"), () => HttpResponse.json(answer, { status: 409 })));
    const api = await loadedApi();
    expect(await failureOf(api.submit("Standard", claimDto(), "key-1"))).toMatchObject({ _tag: "ApiCallFailed", call: "submit", status: 409 });
  });

  it("a 401 is a failed submission, not a refusal", async () => {
    server.use(http.post(claimsApiUrl("/api/forms/standard"), () => HttpResponse.json({ submitted: false }, { status: 401 })));
    const api = await loadedApi();
    expect(await failureOf(api.submit("Standard", claimDto(), "key-1"))).toMatchObject({ _tag: "ApiCallFailed", status: 401 });
  });
});

describe("a submit that cannot be sent", () => {
  it("a Lookup claim dies with 'Unexpected Form Type': the spec gives Lookup no submit call", async () => {
    const api = await loadedApi();
    const defect = await defectOf(api.submit("Lookup", claimDto(), "key-1"));
    expect(defect).toBeInstanceOf(NavigationError);
    expect(defect).toMatchObject({ reason: "unexpectedFormType", message: "Unexpected Form Type" });
  });

  it("a document whose file is not a Blob dies with a DeveloperError and sends nothing", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => {
      seen.push(request.url);
    });
    const api = await loadedApi();
    const claim = claimDto({ documents: [{ contextClientId: "DocumentContexts-AAAA0001", file: { name: "a.pdf", size: 3, type: "application/pdf" } }] });
    const defect = await defectOf(api.submit("Standard", claim, "key-1"));
    expect(defect).toBeInstanceOf(DeveloperError);
    expect(defect).toMatchObject({
      name: "DeveloperError",
      reason: "documentNotABlob",
      message: "The document of context DocumentContexts-AAAA0001 is not a File or Blob and cannot be submitted."
    });
    expect(seen).toEqual([`${CLAIMS_API_TEST_ORIGIN}/api/csrf`]);
  });
});

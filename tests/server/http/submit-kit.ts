// A claimant ready to submit in the HTTP tests: an app over the file's store, the CSRF token loaded and
// the given form types authorized for a member; `submit` sends a multipart body under an Idempotency-Key.
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { buildTestApp, GOOD_CAPTCHA_TOKEN, injectClient, type TestAppOptions } from "../../support/server-kit.ts";
import { type BodyPart, multipartRequest } from "./claim-body.ts";
import { ADA, credentialsOf, testCase } from "./http-case.ts";

export interface Submitter {
  readonly app: ReturnType<typeof buildTestApp>["app"];
  readonly clock: ReturnType<typeof buildTestApp>["clock"];
  readonly client: ReturnType<typeof injectClient>;
  readonly submit: (segment: string, parts: readonly BodyPart[], key?: string | null) => Promise<LightMyRequestResponse>;
  readonly authorize: (segment: string, member?: ClassMember) => Promise<LightMyRequestResponse>;
}

let keys = 0;

/** A fresh Idempotency-Key: tests share one store per file, so keys must never repeat by accident. */
export const freshKey = (): string => {
  keys += 1;
  return `test-key-${process.pid}-${Date.now()}-${keys}`;
};

export interface SubmitterOptions extends Partial<Omit<TestAppOptions, "store">> {
  readonly claimsCase?: ClaimsCase;
  readonly member?: ClassMember;
  /** Form types (address segments) to authorize before the test; Standard by default. */
  readonly authorized?: readonly string[];
  readonly address?: string;
}

export const submitter = async (store: ClaimStore, options: SubmitterOptions = {}): Promise<Submitter> => {
  const { app, clock } = buildTestApp({ store, claimsCase: options.claimsCase ?? testCase(), ...options });
  const client = injectClient(app, options.address);
  await client.loadCsrf();
  const authorize = (segment: string, member: ClassMember = options.member ?? ADA) =>
    client.inject({
      method: "POST",
      url: `/api/forms/${segment}/authorize`,
      payload: { credentials: { fields: credentialsOf(member) }, reCaptchaResponse: options.production === true ? GOOD_CAPTCHA_TOKEN : null }
    });
  for (const segment of options.authorized ?? ["standard"]) {
    const response = await authorize(segment);
    if (response.statusCode !== 200) throw new Error(`authorizing ${segment} answered ${response.statusCode} ${response.body}`);
  }
  const submit = (segment: string, parts: readonly BodyPart[], key: string | null = freshKey()) =>
    client.inject({ method: "POST", url: `/api/forms/${segment}`, ...multipartRequest(parts, key === null ? {} : { "idempotency-key": key }) });
  return { app, clock, client, submit, authorize };
};

export interface SubmitBody {
  readonly submitted: boolean;
  readonly nonMatchingPaymentElection: boolean;
  readonly error: string | null;
  readonly referenceCodeForm: string | null;
  readonly issues?: readonly { readonly path: readonly string[]; readonly code: string }[];
  readonly problems?: readonly { readonly code: string; readonly part: string | null; readonly file: string | null; readonly message: string }[];
}

export const submitBody = (response: LightMyRequestResponse): SubmitBody => response.json<SubmitBody>();

export const issueCodes = (response: LightMyRequestResponse): readonly string[] => (submitBody(response).issues ?? []).map((found) => found.code);

/** Runs the call and checks that it filed no claim in the store. */
export const nothingFiled = async <T>(store: ClaimStore, call: () => Promise<T>): Promise<T> => {
  const before = await store.countClaims();
  const result = await call();
  expect(await store.countClaims()).toBe(before);
  return result;
};

/**
 * The store with its first fileClaim held until the test opens the gate (`reached` settles when it is held),
 * counting the rate-limit queries made through it.
 */
export const gatedStore = (store: ClaimStore) => {
  let open = (): void => undefined;
  let entered = (): void => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (entered = resolve));
  let first = true;
  let counted = 0;
  const gated: ClaimStore = {
    ...store,
    countAttempt: (...args) => {
      counted += 1;
      return store.countAttempt(...args);
    },
    fileClaim: async (...args) => {
      if (first) {
        first = false;
        entered();
        await gate;
      }
      return store.fileClaim(...args);
    }
  };
  return { store: gated, reached, open, counted: () => counted };
};

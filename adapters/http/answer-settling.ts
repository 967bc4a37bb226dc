// Turns an answer into what the call's verdict says: the decoded value, "not available", the refused
// answer's text, or the call's ApiCallFailed. Every call of the adapter goes through here.
import { Effect, Result } from "effect";
import type { ApiCall, ApiCallFailed } from "../../application/errors.ts";
import type { AnswerDecoder } from "./answer-decoder.ts";
import { callFailed } from "./call-failure.ts";
import { refusalRetryAfter } from "./refusal-error.ts";
import type { HttpAnswer } from "./http-exchange.ts";
import { type RefusingCall, type SilentCall, statusVerdict } from "./status-verdict.ts";

export interface Accepted<A> {
  readonly kind: "accepted";
  readonly value: A;
}

export interface NotAvailable {
  readonly kind: "notAvailable";
}

export interface Refused {
  readonly kind: "refused";
  readonly answer: HttpAnswer;
}

export type Settled<A, C extends ApiCall> =
  | Accepted<A>
  | (C extends SilentCall ? NotAvailable : never)
  | (C extends RefusingCall ? Refused : never);

/** Decodes an answer's text, or fails the call naming what was wrong and where. */
export const decodeAnswer = <A>(call: ApiCall, answer: HttpAnswer, decoder: AnswerDecoder<A>): Effect.Effect<A, ApiCallFailed> =>
  Result.match(decoder(answer.text), {
    onSuccess: (value) => Effect.succeed(value),
    onFailure: (problem) => Effect.fail(callFailed(call, answer.status, `${answer.request} answered ${answer.status}, but ${problem}`))
  });

export const settleAnswer = <A, C extends ApiCall>(
  call: C,
  answer: HttpAnswer,
  decoder: AnswerDecoder<A>
): Effect.Effect<Settled<A, C>, ApiCallFailed> => {
  const settled = (outcome: Accepted<A> | NotAvailable | Refused) => Effect.succeed(outcome as Settled<A, C>);
  switch (statusVerdict(call, answer.status)) {
    case "accepted":
      return decodeAnswer(call, answer, decoder).pipe(Effect.flatMap((value) => settled({ kind: "accepted", value })));
    case "notAvailable":
      return settled({ kind: "notAvailable" });
    case "refused":
      return settled({ kind: "refused", answer });
    case "failed":
      // A 503 that says when to come back (load shed before any work): the caller may send the same call again then.
      return Effect.fail(callFailed(call, answer.status, `${answer.request} answered ${answer.status}`, answer.status === 503 ? refusalRetryAfter(answer.text) : null));
  }
};

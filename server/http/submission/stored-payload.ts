// What of a filed claim's credentials model is stored: the member's identifier field alone (the notice id),
// never the PIN (domain/submission/credential-identifier.ts). Everything else in the payload is the claim
// itself and is kept as sent.
import { identifierOnly } from "../../../domain/submission/credential-identifier.ts";
import type { SubmittedModel } from "./claim-decoding.ts";

export const withoutSecretCredentials = (
  payload: Readonly<Record<string, unknown>>,
  credentials: SubmittedModel | undefined,
  identifierField: string | null
): Readonly<Record<string, unknown>> =>
  credentials === undefined ? payload : { ...payload, credentials: identifierOnly(credentials.dto, identifierField ?? undefined) };

// Builds the ApiCallFailed of a call: always the catalogue message of spec section 8 for that call,
// with the status (null when no answer came) and a detail for logs and the command line, never for matching.
import { ApiCallFailed, type ApiCall, failureMessage } from "../../application/errors.ts";

export const callFailed = (call: ApiCall, status: number | null, detail: string, retryAfterSeconds: number | null = null): ApiCallFailed =>
  new ApiCallFailed({ call, status, message: failureMessage(call), detail, retryAfterSeconds });

/** A thrown value as text, for a detail. */
export const describeCause = (cause: unknown): string => {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : "";
    return `${cause.name}: ${cause.message}${inner}`;
  }
  return String(cause);
};

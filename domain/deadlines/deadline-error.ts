// The deadline-parsing configuration errors of spec section 8: thrown, never returned, naming the
// offending value and the deadline it belongs to. Callers match on the reason, never on the message.
import type { DeadlineName } from "./deadline-names.ts";

export const UNKNOWN_TIME_ZONE = "Unknown time zone";
export const INVALID_DEADLINE_FORMAT = "Invalid deadline format";

export type DeadlineReason = "unknownTimeZone" | "invalidDeadlineFormat";

const MESSAGES: Readonly<Record<DeadlineReason, string>> = {
  unknownTimeZone: UNKNOWN_TIME_ZONE,
  invalidDeadlineFormat: INVALID_DEADLINE_FORMAT
};

export class DeadlineError extends Error {
  override readonly name = "DeadlineError";

  constructor(
    readonly reason: DeadlineReason,
    readonly deadline: DeadlineName,
    readonly value: string
  ) {
    super(`${MESSAGES[reason]}: ${value} (${deadline})`);
  }
}

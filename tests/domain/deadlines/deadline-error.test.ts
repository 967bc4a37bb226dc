import { describe, expect, it } from "vitest";
import { DeadlineError, INVALID_DEADLINE_FORMAT, UNKNOWN_TIME_ZONE } from "../../../domain/deadlines/deadline-error.ts";

describe("DeadlineError", () => {
  it("carries the spec's words, the value and the deadline name", () => {
    expect(UNKNOWN_TIME_ZONE).toBe("Unknown time zone");
    expect(INVALID_DEADLINE_FORMAT).toBe("Invalid deadline format");
    const error = new DeadlineError("unknownTimeZone", "globalDeadline", "Mars");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DeadlineError");
    expect(error.reason).toBe("unknownTimeZone");
    expect(error.deadline).toBe("globalDeadline");
    expect(error.value).toBe("Mars");
    expect(error.message).toBe("Unknown time zone: Mars (globalDeadline)");
    expect(new DeadlineError("invalidDeadlineFormat", "lookupFilingDeadline", "soon").message).toBe(
      "Invalid deadline format: soon (lookupFilingDeadline)"
    );
  });
});

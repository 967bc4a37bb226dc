// Deadlines that have already passed at `now`: every page such a deadline governs sends claimants to the
// deadline page, so a site going live with one files no claims of that form. An error. Deadlines that do not
// convert are the loader's findings; this looks only at a file whose every deadline converts.
import { Instant } from "@js-joda/core";
import { deadlinePath, DEADLINES_FILE } from "../../domain/case/case-deadlines.ts";
import { isOpen } from "../../domain/deadlines/deadline-check.ts";
import type { DeadlineResponse } from "../../domain/deadlines/deadline-response.schema.ts";
import { toDeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import { type LintFinding, finding } from "./lint-finding.ts";

export const pastDeadlineFindings = (response: DeadlineResponse, now: Instant): readonly LintFinding[] =>
  Object.values(toDeadlineSettings(response)).flatMap((deadline) =>
    isOpen(deadline, now.toEpochMilli())
      ? []
      : [
          finding(
            "error",
            DEADLINES_FILE,
            deadlinePath(response, deadline.name),
            `${deadline.name} passed at ${Instant.ofEpochMilli(deadline.at).toString()} (${deadline.zone}), before ${now.toString()}: claimants would be sent to the deadline page`
          )
        ]
  );

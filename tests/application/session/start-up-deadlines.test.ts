// Start-up reads the deadlines with the moments the page carries when they cover the answer (no date code
// to load), and reads the answer in full when they do not; either way the guard gets every deadline.
import { describe, expect, it } from "vitest";
import { knownMoments, momentKey } from "../../../domain/deadlines/deadline-moments.ts";
import { convertDeadline, toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { HAPPY_ANSWERS } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { testSession } from "../../support/session-kit.ts";

useClaimsApiServer();

const READ_IN_FULL = toDeadlineSettings(HAPPY_ANSWERS.deadlines);

describe("start-up's deadlines", () => {
  it("come from the page's moments when they name every deadline of the answer", async () => {
    // Moments the date code would never give, so only the page can be their source.
    const known = { ...knownMoments(HAPPY_ANSWERS.deadlines, convertDeadline), [momentKey("Pacific", "12/31/2099 11:59:59 PM")]: { at: 42, zone: "Etc/Test" } };
    const { session } = testSession({ settings: { knownDeadlineMoments: known } });
    await session.start();
    const { deadlineSettings } = session.getSnapshot();
    expect(deadlineSettings.globalDeadline).toMatchObject({ at: 42, zone: "Etc/Test" });
    expect(deadlineSettings.claimFilingDeadline).toEqual(READ_IN_FULL.claimFilingDeadline);
  });

  it("are read in full by the date code when the page's moments miss one, or the page has none", async () => {
    const partly = { [momentKey("Pacific", "12/31/2099 11:59:59 PM")]: { at: 42, zone: "Etc/Test" } };
    for (const knownDeadlineMoments of [partly, undefined]) {
      const { session } = testSession(knownDeadlineMoments === undefined ? {} : { settings: { knownDeadlineMoments } });
      await session.start();
      expect(session.getSnapshot().deadlineSettings).toEqual(READ_IN_FULL);
    }
  });
});

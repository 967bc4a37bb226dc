// An edit is stored in the very call that makes it, before any await: a controlled input re-renders from the
// session in the keystroke's own event, so a later store would make the browser put the old text back and
// lose the key (the validation engine arriving late must never cost a keystroke).
import { describe, expect, it } from "vitest";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

useClaimsApiServer();

describe("editField", () => {
  it("stores the value before it returns, and its dependencies and issues are settled when it resolves", async () => {
    const { session } = testSession();
    await session.start();
    await session.initializeForm("Standard");
    const credentials = clientIdOf(session, "credentials");
    const noticeIdOf = () => session.getSnapshot().models?.saved.find((model) => model.clientId === credentials)?.fields["noticeId"];
    const stored = session.editField(credentials, "noticeId", "NWD-1");
    expect(noticeIdOf()).toBe("NWD-1");
    await stored;
    expect(noticeIdOf()).toBe("NWD-1");
  });
});

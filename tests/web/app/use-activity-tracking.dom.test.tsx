// Activity on the page reaches the session, which extends the time-out; a burst of events is told once a
// second, not once per event.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

const MINUTE = 60_000;

describe("activity tracking", () => {
  it.each(["keyDown", "mouseDown", "wheel", "touchStart"] as const)("extends the session on %s", async (event) => {
    const { session, clock } = renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
    await Effect.runPromise(clock.advance(10 * MINUTE));
    // The listeners are attached once the page's effects have run: the event is sent until one is heard.
    await waitFor(() => {
      fireEvent[event](document.body);
      expect(session.getSnapshot().timer.expiresAt).toBe(clock.reading() + 30 * MINUTE);
    });
  });

  it("tells the session of a burst of events once", async () => {
    const { session } = renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
    const told = vi.spyOn(session, "recordActivity");
    await waitFor(() => {
      fireEvent.wheel(document.body);
      expect(told).toHaveBeenCalledTimes(1);
    });
    for (let count = 0; count < 20; count += 1) fireEvent.wheel(document.body);
    expect(told).toHaveBeenCalledTimes(1);
  });
});

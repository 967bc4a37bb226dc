// The session-timeout warning on a fake clock (spec sections 4 and 9, STYLE's accessibility): one minute
// before the 30-minute expiry a dialog counts down in m:ss with Continue focused, its description saying the
// time left; a polite live region outside the inert page announces it again at 30 and 10 seconds only;
// Continue, or any key pressed, extends the session and closes it, focus going back where it was and the
// extension announced; at expiry the claimant lands on /session-expired.
import { act, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import type { FixedClock } from "../../../adapters/clock/clock.fixed.ts";
import { APP_ROOT_ID } from "../../../web/modals/modal-dialog.tsx";
import { eventually, fakeTickerOnly } from "../support/fake-ticker.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const WARNING_HEADING = demoText("LocKey_Header_SessionTimeoutModal_01");

/** The 1-second ticker is the only timer faked: start-up, MSW and the router keep real time. */
fakeTickerOnly();

/** Moves the session's clock on, then lets the ticker run once. */
const tickAfter = async (clock: FixedClock, millis: number): Promise<void> => {
  await Effect.runPromise(clock.advance(millis));
  await vi.advanceTimersByTimeAsync(SECOND_MS);
};

/** Lets every update already under way (the session's answer, React's effects) finish on real time. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

const EXTENDED = demoText("LocKey_SessionTimeout_Extended").replace("{count}", "30");
expect(EXTENDED).toBe("Your session has been extended by 30 minutes.");

const warningDialog = () => screen.findByRole("dialog", { name: WARNING_HEADING });

/** The polite live region: rendered outside #root, so it is heard while the page behind the modal is inert. */
const liveRegion = (): HTMLElement => {
  const root = document.getElementById(APP_ROOT_ID)!;
  const outside = screen.getAllByRole("status").filter((region) => !root.contains(region));
  expect(outside).toHaveLength(1);
  return outside[0]!;
};

const announcement = (seconds: number): string =>
  (seconds === 1 ? demoText("LocKey_SessionTimeout_Announcement_one") : demoText("LocKey_SessionTimeout_Announcement_other")).replace(
    "{count}",
    String(seconds)
  );

const countdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** The start page, whose time-out runs from the moment it is entered. */
const onStartPage = async () => {
  const rendered = renderSite("/");
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
  await settle();
  expect(rendered.session.getSnapshot().timer.expiresAt).toBe(rendered.clock.reading() + 30 * MINUTE_MS);
  return rendered;
};

describe("the session-timeout warning", () => {
  it("is not shown before the last minute", async () => {
    const { clock } = await onStartPage();
    await tickAfter(clock, 28 * MINUTE_MS + 59 * SECOND_MS);
    await settle();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it("opens one minute before expiry with the countdown at 1:00 and Continue focused, then ticks every second", async () => {
    const { clock } = await onStartPage();
    await tickAfter(clock, 29 * MINUTE_MS);
    const dialog = await warningDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText(demoText("LocKey_Body_SessionTimeoutModal_01"), { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText(demoText("LocKey_Body_SessionTimeoutModal_02"))).toBeInTheDocument();
    expect(within(dialog).getByText("1:00")).toBeInTheDocument();
    const continueButton = within(dialog).getByRole("button", { name: demoText("LocKey_Button_Continue") });
    await eventually(() => {
      expect(continueButton).toHaveFocus();
    });
    expect(document.getElementById(APP_ROOT_ID)).toHaveAttribute("inert");

    await tickAfter(clock, SECOND_MS);
    expect(await within(dialog).findByText("0:59")).toBeInTheDocument();
  });

  it("says the time left in its description as it opens, then politely at 30 and 10 seconds, never in between", async () => {
    const { clock } = await onStartPage();
    await tickAfter(clock, 29 * MINUTE_MS);
    const dialog = await warningDialog();
    expect(announcement(60)).toBe("Your session will end in 60 seconds.");
    expect(dialog).toHaveAccessibleDescription(new RegExp(`^${announcement(60).replace(".", "\\.")} ${demoText("LocKey_Body_SessionTimeoutModal_02")}`));
    const region = liveRegion();
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    let heard = "";
    for (let seconds = 59; seconds >= 1; seconds -= 1) {
      await tickAfter(clock, SECOND_MS);
      await within(dialog).findByText(countdown(seconds));
      await settle();
      if (seconds === 30 || seconds === 10) heard = announcement(seconds);
      expect(liveRegion().textContent, `the live region at ${String(seconds)} seconds`).toBe(heard);
    }
    expect(heard).toBe("Your session will end in 10 seconds.");
    // The description keeps the time as it opened: it is read once, when the dialog opens.
    expect(dialog).toHaveAccessibleDescription(new RegExp(`^${announcement(60).replace(".", "\\.")}`));
  });

  it("closes on a key press, which extends the session, gives focus back where it was and says the session was extended", async () => {
    const { clock, session } = await onStartPage();
    const noticeId = await screen.findByRole("textbox", { name: new RegExp(demoText("LocKey_Label_NoticeId")) });
    noticeId.focus();
    await tickAfter(clock, 29 * MINUTE_MS);
    const dialog = await warningDialog();
    await eventually(() => {
      expect(within(dialog).getByRole("button", { name: demoText("LocKey_Button_Continue") })).toHaveFocus();
    });
    await tickAfter(clock, 5 * SECOND_MS);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard("{Shift}");
    await eventually(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(session.getSnapshot().timer).toEqual({ expiresAt: clock.reading() + 30 * MINUTE_MS, warningOpen: false, expired: false });
    expect(noticeId).toHaveFocus();
    expect(document.getElementById(APP_ROOT_ID)).not.toHaveAttribute("inert");
    await eventually(() => {
      expect(liveRegion()).toHaveTextContent(EXTENDED);
    });
  });

  it("closes on Continue, which extends the session by another 30 minutes", async () => {
    const { clock, session, router } = await onStartPage();
    await tickAfter(clock, 29 * MINUTE_MS);
    const dialog = await warningDialog();
    await tickAfter(clock, 20 * SECOND_MS);
    await within(dialog).findByText("0:40");

    await userEvent.setup().click(within(dialog).getByRole("button", { name: demoText("LocKey_Button_Continue") }));
    await eventually(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(session.getSnapshot().timer).toEqual({ expiresAt: clock.reading() + 30 * MINUTE_MS, warningOpen: false, expired: false });
    expect(document.getElementById(APP_ROOT_ID)).not.toHaveAttribute("inert");
    await eventually(() => {
      expect(liveRegion()).toHaveTextContent(EXTENDED);
    });

    // The old expiry passes without a word; the warning comes back a minute before the new one.
    await tickAfter(clock, MINUTE_MS);
    await settle();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await tickAfter(clock, 28 * MINUTE_MS);
    expect(await warningDialog()).toBeInTheDocument();
  });

  it("sends the claimant to /session-expired after 30 minutes without activity", async () => {
    const { clock, session, router } = await onStartPage();
    await tickAfter(clock, 30 * MINUTE_MS);
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_SessionExpired_Header") })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/session-expired");
    expect(router.state.location.search).toBe("?form=standard&culture=en");
    expect(screen.getByRole("link", { name: demoText("LocKey_SessionExpired_Restart") })).toHaveAttribute("href", "/standard?culture=en");
    expect(session.getSnapshot().sessionExpired).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the countdown runs out, the claimant landing on /session-expired", async () => {
    const { clock, router } = await onStartPage();
    await tickAfter(clock, 29 * MINUTE_MS);
    const dialog = await warningDialog();
    await tickAfter(clock, 59 * SECOND_MS);
    await within(dialog).findByText("0:01");
    await tickAfter(clock, SECOND_MS);
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_SessionExpired_Header") })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?form=standard&culture=en");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.getElementById(APP_ROOT_ID)).not.toHaveAttribute("inert");
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});

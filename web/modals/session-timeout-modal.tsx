// The session-timeout warning (spec section 4, PATTERNS): a modal, Continue focused; the visible m:ss
// countdown ticks every second but is hidden from screen readers: the dialog's description says the time
// left when it opens, and a polite live region says it again in steps (announcesAt), never every second.
// Continue, or any key, click, wheel or touch (the session hears them all, use-activity-tracking.ts),
// extends the session and closes it: focus goes back where it was and the live region says so.
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { announcesAt, countdownText } from "../../domain/session/session-timer.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { useInBrowser } from "../app/use-in-browser.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "./action-button.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

const TICK_MS = 1000;

/** Ticks the session clock every second (opening the warning, or expiring) and gives the seconds left while the warning is open. */
const useWarningSeconds = (): number | null => {
  const session = useClaimSession();
  const open = useClaimState((state) => state.timer.warningOpen);
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      await session.checkSessionTimer();
      const left = session.getSnapshot().timer.warningOpen ? await session.secondsUntilExpiry() : null;
      if (!stopped) setSeconds(left);
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [session]);
  useEffect(() => {
    if (open) void session.secondsUntilExpiry().then(setSeconds);
    else setSeconds(null);
  }, [open, session]);
  return open ? seconds : null;
};

export const SessionTimeoutModal = () => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const seconds = useWarningSeconds();
  const [announcement, setAnnouncement] = useState("");
  const headingId = useId();
  const bodyId = useId();
  const continueButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closed by an expiry (the timer, then the session, says so) is not closed by an extension.
  const ended = useClaimState((state) => state.sessionExpired || state.timer.expired);
  const minutes = useClaimState((state) => state.client.minSessionDuration);
  // The time left as the warning opened: said by the dialog's description, so not announced again then.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const inBrowser = useInBrowser();
  useEffect(() => {
    if (seconds !== null) {
      if (!wasOpen.current) {
        setOpenedAt(seconds);
        setAnnouncement("");
      } else if (announcesAt(seconds)) setAnnouncement(t("LocKey_SessionTimeout_Announcement", { count: seconds }));
      wasOpen.current = true;
      return;
    }
    setOpenedAt(null);
    setAnnouncement(wasOpen.current && !ended ? t("LocKey_SessionTimeout_Extended", { count: minutes }) : "");
    wasOpen.current = false;
  }, [seconds, ended, minutes, t]);
  return (
    <>
      {/* Outside the app, which is inert while the modal is open, so the announcements are heard. */}
      {inBrowser &&
        createPortal(
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>,
          document.body
        )}
      {seconds !== null && (
        <ModalDialog role="dialog" labelledBy={headingId} describedBy={bodyId} initialFocus={continueButton}>
          <h2 id={headingId}>{t("LocKey_Header_SessionTimeoutModal_01")}</h2>
          <div id={bodyId}>
            <p>
              {/* Seen: the sentence with its ticking m:ss. Heard: the same sentence with the time as it opened. */}
              <span aria-hidden="true">
                {t("LocKey_Body_SessionTimeoutModal_01")} <strong>{countdownText(seconds)}</strong>
              </span>
              <VisuallyHidden>{t("LocKey_SessionTimeout_Announcement", { count: openedAt ?? seconds })}</VisuallyHidden>
            </p>
            <p>{t("LocKey_Body_SessionTimeoutModal_02")}</p>
          </div>
          <ActionButton ref={continueButton} type="button" onClick={() => void session.continueSession()}>
            {t("LocKey_Button_Continue")}
          </ActionButton>
        </ModalDialog>
      )}
    </>
  );
};

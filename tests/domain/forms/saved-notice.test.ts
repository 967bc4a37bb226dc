// The 'saved' confirmation shows for exactly 5 seconds from the moment the record was saved.
import { describe, expect, it } from "vitest";
import { SAVED_NOTICE_MS, savedNotice, savedNoticeShows } from "../../../domain/forms/saved-notice.ts";

describe("the saved notice", () => {
  const saved = 1_000_000;
  const notice = savedNotice("DocumentContexts_abcd1234", saved);

  it("names the record and lasts 5 seconds", () => {
    expect(SAVED_NOTICE_MS).toBe(5000);
    expect(notice).toEqual({ clientId: "DocumentContexts_abcd1234", until: saved + 5000 });
  });

  it("shows from the save until just before the 5 seconds are over", () => {
    expect(savedNoticeShows(notice, saved)).toBe(true);
    expect(savedNoticeShows(notice, saved + 4999)).toBe(true);
    expect(savedNoticeShows(notice, saved + 5000)).toBe(false);
  });

  it("never shows when there is none", () => {
    expect(savedNoticeShows(null, saved)).toBe(false);
  });
});

// The 'saved' confirmation after a record is saved (spec sections 4 and 9): it names the record and shows
// for 5 seconds. The time comes in from the caller; this file never reads a clock.
export const SAVED_NOTICE_MS = 5_000;

export interface SavedNotice {
  /** The record just saved. */
  readonly clientId: string;
  /** Epoch milliseconds from which the notice no longer shows. */
  readonly until: number;
}

export const savedNotice = (clientId: string, now: number): SavedNotice => ({ clientId, until: now + SAVED_NOTICE_MS });

export const savedNoticeShows = (notice: SavedNotice | null, now: number): boolean => notice !== null && now < notice.until;

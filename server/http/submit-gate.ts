// How much submitting one replica takes on at once: a bound on submits in progress and on the upload bytes
// they may bring. A submit past either bound is shed at once with 503 and Retry-After, before it costs a
// query or a byte read, so latency stays bounded under a burst instead of growing in a queue without end.
// Only an authorized member's submit takes a place (submit-flow.ts). In memory and per replica: each replica
// protects its own event loop and memory.

export interface SubmitGateLimits {
  /** Submits in progress at once; the next one is shed. */
  readonly maxSubmits: number;
  /** Upload bytes (as declared, or the per-request limit when undeclared) of the submits in progress. */
  readonly maxBytes: number;
}

/** A submit let in: `leave` gives its place and bytes back (once, however often it is called). */
export interface SubmitTicket {
  readonly leave: () => void;
}

export interface SubmitGate {
  /** A ticket for a submit bringing `bytes`, or null when it is to be shed. */
  readonly enter: (bytes: number) => SubmitTicket | null;
  /** Submits and bytes in progress now. */
  readonly load: () => { readonly submits: number; readonly bytes: number };
}

/** How long a shed claimant waits before trying again: long enough for a burst's submits to finish. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export const makeSubmitGate = (limits: SubmitGateLimits): SubmitGate => {
  let submits = 0;
  let bytes = 0;
  return {
    enter: (requested) => {
      // A body larger than the whole budget still gets in alone, so a bound below the upload limit cannot starve it.
      const fits = submits === 0 || bytes + requested <= limits.maxBytes;
      if (submits >= limits.maxSubmits || !fits) return null;
      submits += 1;
      bytes += requested;
      let held = true;
      return {
        leave: () => {
          if (!held) return;
          held = false;
          submits -= 1;
          bytes -= requested;
        }
      };
    },
    load: () => ({ submits, bytes })
  };
};

// What the server tells its operator while it runs, as events: each answer's route, status and time; claims
// filed and their documents' bytes; submits shed (503) or refused (429, 409); lock-outs; drafts saved; the
// database's statements and its pool's waits. The adapters count them (claims-metrics.prometheus.ts) and say
// the counts in a text an endpoint can serve; nothing here names a claimant or carries what they sent.
import type { FormType } from "../../domain/navigation/form-type.ts";

/** The route label of an answer Fastify gave without a route of ours (its own 404): one label for every such address. */
export const UNMATCHED_ROUTE = "unmatched";

export interface ClaimsMetrics {
  /** An answer sent: the route as registered (never the address asked, which anyone can vary), its status, its time. */
  readonly requestAnswered: (method: string, route: string, status: number, seconds: number) => void;
  /** A claim was filed (not a replay of one), with its documents' bytes. */
  readonly claimFiled: (formType: FormType, documentBytes: number) => void;
  /** A submit was shed before it was read: 503 with Retry-After (submit-gate.ts). */
  readonly submitShed: () => void;
  /** A submit was refused: 429 (rate limit) or 409 (its key still in flight, or taken over). */
  readonly submitRefused: (status: number) => void;
  /** A notice id was locked after too many failed authorizations (credential-lock.ts). */
  readonly noticeLocked: () => void;
  /** A claimant's draft was saved. */
  readonly draftSaved: (formType: FormType) => void;
  /** A statement ran (or a whole transaction, `scope` "transaction"), queueing included. */
  readonly queryTimed: (scope: "statement" | "transaction", seconds: number) => void;
  /** Time waited for a pooled database connection (PostgreSQL). */
  readonly poolWaited: (seconds: number) => void;
}

/** The counts as a text a scraper reads; any route may serve it (the metrics port's, or one behind a credential). */
export interface MetricsExposition {
  readonly contentType: string;
  readonly text: () => Promise<string>;
}

export type MetricsRegistry = ClaimsMetrics & MetricsExposition;

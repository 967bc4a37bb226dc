// Rate limits on authorize, submit, tracking, drafts and administrators' calls per client address (the case's rateLimits): attempts are
// counted in the store in fixed windows, so every replica sees the same count and a restart forgets nothing
// (a crash of the database itself may forget its last fraction of a second of counts: they do not wait for
// the disk, see the SqlDatabase port's unflushed).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";

export type RateBucket = "authorize" | "submit" | "tracking" | "draft" | "admin";

/**
 * Tracking events per window, for each submit the case allows: the site sends one per text field a claimant
 * completes, so a claimant filling a page quickly sends many; the limit only has to stop a flood.
 */
export const TRACKING_EVENTS_PER_SUBMIT = 20;

/** Draft calls per window, for each submit the case allows: a save per page, a load per visit; enough for any form. */
export const DRAFT_CALLS_PER_SUBMIT = 20;

/**
 * Administrators' calls per window, for each authorize the case allows: an export with its documents fetches
 * every document in turn, so the limit only has to stop a flood (a wrong token is stopped sooner: it locks).
 */
export const ADMIN_CALLS_PER_AUTHORIZE = 100;

const limitOf = (limits: ApiContext["claimsCase"]["site"]["rateLimits"], bucket: RateBucket): number => {
  switch (bucket) {
    case "authorize":
      return limits.authorizePerWindow;
    case "submit":
      return limits.submitPerWindow;
    case "tracking":
      return limits.submitPerWindow * TRACKING_EVENTS_PER_SUBMIT;
    case "draft":
      return limits.submitPerWindow * DRAFT_CALLS_PER_SUBMIT;
    case "admin":
      return limits.authorizePerWindow * ADMIN_CALLS_PER_AUTHORIZE;
  }
};

export interface RateVerdict {
  readonly allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  readonly retryAfterSeconds: number;
}

/** Counts this attempt of the client address in the current window. */
export const countAttempt = async (context: ApiContext, bucket: RateBucket, address: string): Promise<RateVerdict> => {
  const limits = context.claimsCase.site.rateLimits;
  const windowMs = limits.windowSeconds * 1000;
  const now = context.clock().getTime();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = await context.store.countAttempt(bucket, address, new Date(windowStart));
  const limit = limitOf(limits, bucket);
  return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
};

/** The 429 for an attempt past the limit, with Retry-After. */
export const refuseTooManyAttempts = (request: FastifyRequest, reply: FastifyReply, verdict: RateVerdict): FastifyReply => {
  reply.header("retry-after", String(verdict.retryAfterSeconds));
  request.log.warn({ event: "rateLimited", route: request.routeOptions.url, ip: request.ip, retryAfterSeconds: verdict.retryAfterSeconds }, "rate limit reached");
  return refuse(request, reply, 429, `Too many attempts from this address; try again in ${verdict.retryAfterSeconds} seconds.`, {
    retryAfterSeconds: verdict.retryAfterSeconds
  });
};

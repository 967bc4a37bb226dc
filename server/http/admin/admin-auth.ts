// Who may call the admin API: a request with an administrator's token as a bearer header, and nothing else (the
// claimant's cookies are never read here). Each call counts against its address's rate limit; a wrong token
// counts against the administrator it names and locks that name as a wrong PIN locks a notice id
// (credential-lock.ts); the token is compared by hash in constant time. Every call, let in or not, is written
// to the security log with who made it and what it did, never personal data in clear.
import type { FastifyReply, FastifyRequest } from "fastify";
import { parseAdminToken, tokenMatches } from "../../admin/admin-token.ts";
import type { ApiContext } from "../api-context.ts";
import { checkLock, recordFailure } from "../credential-lock.ts";
import { pathOf } from "../security-log.ts";
import { countAttempt, refuseTooManyAttempts } from "../rate-limit.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The administrator the request's token names, once it has been checked. */
    administrator?: string;
    /** What the call touched, for its log line: a claim's reference code, a notice id's keyed hash. */
    adminSubject?: Readonly<Record<string, string | number>>;
  }
}

export const UNAUTHENTICATED = "This needs an administrator's token, sent as Authorization: Bearer <token>.";

/** The key a name's failures are counted under, beside the notice ids' (never the same text). */
const failureKey = (context: ApiContext, name: string): string => context.identities.keyOfCredential("\u0000administrator", name);

const refuseUnauthenticated = (reply: FastifyReply): FastifyReply =>
  reply.code(401).header("www-authenticate", 'Bearer realm="claims administration"').send({ error: UNAUTHENTICATED });

const refuseLocked = (reply: FastifyReply, retryAfterSeconds: number): FastifyReply =>
  reply
    .code(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ error: `This administrator is locked after too many wrong tokens; try again in ${String(retryAfterSeconds)} seconds.`, retryAfterSeconds });

/** The onRequest hook of every admin API route. */
export const requireAdministrator =
  (context: ApiContext) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const rate = await countAttempt(context, "admin", request.ip);
    if (!rate.allowed) return refuseTooManyAttempts(request, reply, rate);
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? parseAdminToken(header.slice("Bearer ".length).trim()) : null;
    if (token === null) return refuseUnauthenticated(reply);
    const key = failureKey(context, token.name);
    const lock = await checkLock(context, key);
    if (lock.locked) return refuseLocked(reply, lock.retryAfterSeconds);
    const administrator = await context.store.administrators.active(token.name);
    if (!tokenMatches(token.secret, administrator?.tokenHash ?? null)) {
      const after = await recordFailure(context, key);
      request.log.warn({ event: "adminRefused", administrator: token.name, ip: request.ip }, "admin API refused: wrong or revoked token");
      return after.locked ? refuseLocked(reply, after.retryAfterSeconds) : refuseUnauthenticated(reply);
    }
    if (lock.failed) await context.store.clearCredentialFailures(key);
    request.administrator = token.name;
    return undefined;
  };

/** The onResponse hook of every admin API route: one log line a call, who, what and the outcome. */
export const logAdminCall = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
  request.log.info(
    {
      event: "admin",
      administrator: request.administrator ?? null,
      method: request.method,
      route: request.routeOptions.url ?? pathOf(request),
      status: reply.statusCode,
      ip: request.ip,
      ...request.adminSubject
    },
    "administrator's call"
  );
  done();
};

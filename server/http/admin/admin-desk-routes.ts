// The desk's figures and changes: claims per day and form type in the case's zone with today's rate, totals
// and drafts open; whether a notice id (given in the query, never in a path) is locked out, and its unlocking;
// and the purge of claims past their retention, asked once as a dry run and then for real with the count it gave.
import { LocalDate } from "@js-joda/core";
import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import type { CountsAnswer, LockoutAnswer, PurgeAnswer, UnlockAnswer } from "../../../domain/api/admin-answers.ts";
import { credentialValue } from "../../../domain/case/credential-value.ts";
import { FORM_TYPES, type FormType } from "../../../domain/navigation/form-type.ts";
import { findZoneId } from "../../../domain/time/zones.ts";
import { caseZone } from "../../admin/case-zone.ts";
import { FILING_FORMS, planPurge, runPurge } from "../../admin/claim-purge.ts";
import { zonedTime } from "../../export/zoned-time.ts";
import type { ApiContext } from "../api-context.ts";
import { decodeBody } from "../decode-body.ts";
import { AdminQueryError, queryText } from "./admin-query.ts";

const MOST_DAYS = 366;
/** A dry run's answer names this many reference codes at most; the count is always whole. */
const LISTED_CODES = 1000;

const PurgeBody = Schema.Struct({
  filedBefore: Schema.String.check(Schema.isMaxLength(10)),
  form: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  dryRun: Schema.Boolean,
  expectClaims: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))
});

export const registerAdminDeskRoutes = (admin: FastifyInstance, context: ApiContext): void => {
  const zone = caseZone(context.deadlines);
  const zoneId = findZoneId(zone);
  const { store } = context;

  admin.get("/counts", async (request) => {
    const daysText = queryText(request, "days") ?? "30";
    const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : 0;
    if (days < 1 || days > MOST_DAYS || zoneId === null) throw new AdminQueryError(`days: a whole number from 1 to ${String(MOST_DAYS)}`);
    const now = context.clock();
    const today = LocalDate.parse(zonedTime(now, zone).slice(0, 10));
    const first = today.minusDays(days - 1);
    const since = new Date(first.atStartOfDay(zoneId).toInstant().toEpochMilli());
    const [daily, totals, drafts] = await Promise.all([
      store.desk.dailyCounts(zone, since),
      store.desk.totals(),
      Promise.all(FORM_TYPES.map(async (formType) => [formType, await store.drafts.count(formType)] as const))
    ]);
    const perDay = Array.from({ length: days }, (_, index) => {
      const day = first.plusDays(index).toString();
      const counts = Object.fromEntries(FORM_TYPES.map((formType) => [formType, daily.find((row) => row.day === day && row.formType === formType)?.claims ?? 0]));
      return { day, counts: counts as Record<FormType, number> };
    });
    const todayCount = Object.values(perDay.at(-1)?.counts ?? {}).reduce((sum, count) => sum + count, 0);
    const midnight = today.atStartOfDay(zoneId).toInstant().toEpochMilli();
    const hours = Math.max((now.getTime() - midnight) / 3_600_000, 1 / 60);
    const answer: CountsAnswer = {
      zone,
      forms: FILING_FORMS,
      days: perDay,
      today: { day: today.toString(), claims: todayCount, perHour: Math.round((todayCount / hours) * 10) / 10 },
      totals,
      draftsOpen: Object.fromEntries(drafts) as Record<FormType, number>
    };
    return answer;
  });

  const noticeKeyOfQuery = (request: Parameters<typeof queryText>[0]): string => {
    const noticeId = queryText(request, "noticeId") ?? "";
    const field = context.identifierField;
    if (field === null || credentialValue(noticeId) === null) throw new AdminQueryError("noticeId: give the notice id");
    const key = context.identities.keyOfCredential(field, noticeId);
    request.adminSubject = { notice: key };
    return key;
  };

  admin.get("/lockouts", async (request) => {
    const { failures, lockedUntil } = await store.credentialFailures(noticeKeyOfQuery(request));
    const until = lockedUntil !== null && lockedUntil.getTime() > context.clock().getTime() ? lockedUntil : null;
    return { failures, locked: until !== null, lockedUntil: until === null ? null : zonedTime(until, zone) } satisfies LockoutAnswer;
  });

  admin.delete("/lockouts", async (request) => {
    const key = noticeKeyOfQuery(request);
    const { failures } = await store.credentialFailures(key);
    await store.clearCredentialFailures(key);
    request.log.warn({ event: "noticeUnlocked", administrator: request.administrator, notice: key, failures }, "an administrator cleared a notice id's failed attempts");
    return { unlocked: failures > 0, failures } satisfies UnlockAnswer;
  });

  admin.post("/purge", { bodyLimit: 4096 }, async (request, reply) => {
    const body = decodeBody(PurgeBody, request.body);
    if (Result.isFailure(body)) return reply.code(400).send({ error: body.failure });
    const purge = body.success;
    const plan = planPurge(purge, context.deadlines, zone, context.clock());
    const listed: string[] = [];
    const report = await runPurge(store.desk, plan, purge, (codes) => {
      listed.push(...codes.slice(0, LISTED_CODES - listed.length));
    });
    request.adminSubject = { purged: purge.dryRun ? 0 : report.claims, found: report.claims };
    if (!purge.dryRun) request.log.warn({ event: "claimsPurged", administrator: request.administrator, ...report, filedBefore: purge.filedBefore }, "an administrator purged filed claims");
    return { dryRun: purge.dryRun, ...report, formTypes: plan.formTypes, referenceCodes: listed, moreReferenceCodes: report.claims - listed.length } satisfies PurgeAnswer;
  });
};

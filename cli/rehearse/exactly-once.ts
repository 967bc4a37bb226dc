// Decides whether a rehearsal was filed exactly once, from what the claimants were told and what the store
// holds: every acknowledged reference code stored once, for its member, under the key its submit carried, with
// exactly its one document (size and SHA-256 as sent, bytes kept); and no rehearsal member with more claims
// than they were acknowledged. It judges; it reads nothing itself.
import type { FiledClaim } from "../../server/start.ts";
import type { ClaimResult } from "./rehearsal-claim.ts";

export interface ExactlyOnce {
  readonly acknowledged: number;
  /** Acknowledged claims found stored exactly as sent. */
  readonly verified: number;
  /** Claims stored for rehearsal members that no claimant was told of. */
  readonly unacknowledged: number;
  /** Each thing that broke exactly-once, in words. */
  readonly problems: readonly string[];
}

const MAX_PROBLEMS = 20;

export const checkExactlyOnce = (results: readonly ClaimResult[], stored: readonly FiledClaim[], identifierField: string): ExactlyOnce => {
  const problems: string[] = [];
  const byCode = new Map<string, FiledClaim[]>();
  const byMember = new Map<string, FiledClaim[]>();
  for (const claim of stored) {
    byCode.set(claim.referenceCode, [...(byCode.get(claim.referenceCode) ?? []), claim]);
    if (claim.identifier !== null) byMember.set(claim.identifier, [...(byMember.get(claim.identifier) ?? []), claim]);
  }
  let acknowledged = 0;
  let verified = 0;
  const acknowledgedOf = new Map<string, number>();
  for (const { member: filer, document: sent, outcome } of results) {
    const member = filer.credentials[identifierField] ?? "";
    if (outcome.kind !== "filed") continue;
    acknowledged += 1;
    acknowledgedOf.set(member, (acknowledgedOf.get(member) ?? 0) + 1);
    const found = byCode.get(outcome.referenceCode) ?? [];
    const [only] = found;
    const wrong = (what: string) => problems.push(`${outcome.referenceCode} (${member}): ${what}`);
    if (found.length !== 1 || only === undefined) {
      wrong(`stored ${String(found.length)} times`);
      continue;
    }
    const before = problems.length;
    if (only.identifier !== member) wrong(`stored for ${only.identifier ?? "no member"}`);
    if (outcome.idempotencyKey !== null && only.idempotencyKey !== outcome.idempotencyKey) wrong(`stored under key ${only.idempotencyKey}, not ${outcome.idempotencyKey}`);
    if (only.documents.length !== 1) wrong(`${String(only.documents.length)} documents stored, 1 sent`);
    const [document] = only.documents;
    if (document !== undefined) {
      if (document.size !== sent.size) wrong(`document of ${String(document.size)} bytes stored, ${String(sent.size)} sent`);
      if (document.sha256 !== sent.sha256) wrong("the stored document's SHA-256 is not the sent one's");
      if (document.keptSha256 !== sent.sha256) wrong(document.keptSha256 === null ? "the document's bytes are not kept" : "the kept bytes are not the sent ones");
    }
    if (problems.length === before) verified += 1;
  }
  let unacknowledged = 0;
  const members = new Set(results.map(({ member }) => member.credentials[identifierField] ?? ""));
  for (const member of members) {
    const count = byMember.get(member)?.length ?? 0;
    const told = acknowledgedOf.get(member) ?? 0;
    if (count > told) {
      unacknowledged += count - told;
      problems.push(`${member}: ${String(count)} claims stored, ${String(told)} acknowledged`);
    }
  }
  const shown = problems.length > MAX_PROBLEMS ? [...problems.slice(0, MAX_PROBLEMS), `... and ${String(problems.length - MAX_PROBLEMS)} more`] : problems;
  return { acknowledged, verified, unacknowledged, problems: shown };
};

// What must hold across replicas, checked after the replicas bench's run against two replicas of one
// deployment: one claim per member (a member who filed through them, filing again through either, is told
// alreadyFiled with the first reference code), and the lock-out (failed authorizations sent to the replicas
// in turn lock the notice id on both, the right PIN refused on each). Each check gives one line, "ok ..." or
// "FAILED ...".
import { fileDirectly } from "../../cli/rehearse/file-directly.ts";
import type { ClaimResult } from "../../cli/rehearse/rehearsal-claim.ts";
import { rehearsalDocument } from "../../cli/rehearse/rehearsal-document.ts";
import type { RosterMember } from "../../cli/rehearse/roster-csv.ts";
import { FREE_FAILURES } from "../../server/http/credential-lock.ts";
import { authorize, csrf, newClaimant } from "./bench-kit.ts";

const fileAgain = async (api: string, member: RosterMember, index: number): Promise<string> => {
  const outcome = await fileDirectly({ api, fetch: (input, init) => fetch(input, init), retries: 1, maxWaits: 20, captchaToken: null, keyOf: () => `replica-check-${String(index)}-${String(Date.now())}` })({
    index,
    member,
    document: rehearsalDocument(`again ${String(index)}`, 1024)
  });
  return outcome.kind === "failed" ? outcome.message : `filed again as ${outcome.referenceCode}`;
};

/** Authorizes with these credentials; the status answered. */
const authorizeStatus = async (api: string, credentials: { readonly noticeId: string; readonly pin: string }): Promise<number> => {
  const claimant = newClaimant();
  await csrf(api, claimant);
  try {
    await authorize(api, claimant, "documents-upload", credentials);
    return 200;
  } catch (error) {
    return Number(/answered (\d+)/.exec(error instanceof Error ? error.message : "")?.[1] ?? 0);
  }
};

export const crossReplicaChecks = async (apis: readonly string[], results: readonly ClaimResult[], unused: RosterMember): Promise<readonly string[]> => {
  const lines: string[] = [];
  const filed = results.find((result) => result.outcome.kind === "filed");
  if (filed === undefined || filed.outcome.kind !== "filed") return ["FAILED one claim per member: no claim was filed to check it with"];
  const told = await Promise.all(apis.map((api, index) => fileAgain(api, filed.member, index)));
  const code = filed.outcome.referenceCode;
  lines.push(
    told.every((message) => message.includes(`"alreadyFiledReferenceCode":"${code}"`))
      ? `ok one claim per member: ${filed.member.credentials["noticeId"] ?? "?"} filing again through each of the ${String(apis.length)} replicas was told alreadyFiled ${code}`
      : `FAILED one claim per member: ${told.join("; ")}`
  );
  const noticeId = unused.credentials["noticeId"] ?? "";
  const pin = unused.credentials["pin"] ?? "";
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= FREE_FAILURES; attempt += 1) statuses.push(await authorizeStatus(apis[attempt % apis.length] ?? "", { noticeId, pin: pin === "000000" ? "000001" : "000000" }));
  const rightPin = await Promise.all(apis.map((api) => authorizeStatus(api, { noticeId, pin })));
  const locked = statuses.slice(0, FREE_FAILURES).every((status) => status === 401) && statuses[FREE_FAILURES] === 429 && rightPin.every((status) => status === 429);
  lines.push(
    locked
      ? `ok lock-out: ${String(FREE_FAILURES)} wrong PINs sent to the replicas in turn answered 401, the next 429, and the right PIN 429 on every replica`
      : `FAILED lock-out: wrong PINs answered ${statuses.join(", ")}; the right PIN ${rightPin.join(", ")}`
  );
  return lines;
};

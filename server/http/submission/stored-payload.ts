// What of a filed claim's credentials model is kept: only the member's first credential field (the notice
// id, which names the claimant to the administrator); the rest (the PIN) is a secret the claim never needs
// again and is never stored. Everything else in the payload is the claim itself and is kept as sent.
import type { ClassMember } from "../../../domain/case/claims-case.ts";

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

export const withoutSecretCredentials = (payload: Readonly<Record<string, unknown>>, member: ClassMember): Readonly<Record<string, unknown>> => {
  const credentials = payload["credentials"];
  if (!isRecord(credentials) || !isRecord(credentials["fields"])) return payload;
  const [identifier] = Object.keys(member.credentials);
  const fields = credentials["fields"];
  const kept = identifier !== undefined && Object.hasOwn(fields, identifier) ? { [identifier]: fields[identifier] } : {};
  return { ...payload, credentials: { ...credentials, fields: kept } };
};

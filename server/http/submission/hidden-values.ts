// The values a claimant never types are the server's to decide: a hidden field with a default must hold it
// (or nothing, which stands for it), and the signature date must be the one the server gives, today in Los
// Angeles or yesterday (a claimant who opened the summary just before midnight), written as the claim's
// culture writes dates, or nothing when the site could not fetch it. Anything else was forged, and is
// refused naming the field.
import { isBlank } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { signatureDate } from "../signature-date.ts";
import { type ClaimIssue, claimIssue } from "./claim-issue.ts";

/** The hidden field the site fills from GET /api/signature-date. */
export const SIGNATURE_DATE_KEY = "signatureDate";

const DAY_MS = 24 * 60 * 60_000;

const signatureDates = (now: Date, culture: string): ReadonlySet<string> =>
  new Set([signatureDate(now, culture), signatureDate(new Date(now.getTime() - DAY_MS), culture)]);

export const hiddenValueIssues = (config: readonly ModelConfigItem[], models: readonly FormModel[], now: Date, culture: string): readonly ClaimIssue[] =>
  models.flatMap((model) => {
    const item = config.find((candidate) => candidate.metadataHash === model.metadataHash);
    return (item?.fields ?? [])
      .filter((field) => field.control === "hidden")
      .flatMap((field) => {
        const value = model.fields[field.key] ?? null;
        const where = [model.metadata.dtoMapping, model.clientId, field.key];
        if (field.key === SIGNATURE_DATE_KEY) {
          const given = typeof value === "string" ? value.trim() : value;
          return isBlank(value) || (typeof given === "string" && signatureDates(now, culture).has(given)) ? [] : [claimIssue(where, "forgedValue")];
        }
        if (field.defaultValue === undefined || isBlank(value) || value === field.defaultValue) return [];
        return [claimIssue(where, "forgedValue", { expected: String(field.defaultValue) })];
      });
  });

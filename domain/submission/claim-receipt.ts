// The receipt of a filed claim: its reference code, when it was filed, the answers as the claimant saw them
// and the payload sent as canonical JSON (keys sorted, no captcha tokens, documents by name, size and type,
// of the credentials only the first field, the notice id, never the PIN), so a fingerprint of it says what
// was filed. Kept as JSON so a reload still shows it; never sent anywhere.
import { Option, Schema } from "effect";
import { ScalarValue } from "../dependencies/dependency.schema.ts";
import type { AnswerGroup } from "../forms/claim-answers.ts";
import { FIELD_CONTROLS, OptionItem } from "../forms/field-config.schema.ts";
import { FORM_TYPES, FORM_TYPE_SEGMENTS, type FormType } from "../navigation/form-type.ts";
import { looselyEquals } from "../validation/loose-comparison.ts";
import type { ClaimDto } from "./claim-dto.ts";
import { identifierOnly } from "./credential-identifier.ts";

const ClaimAnswerSchema = Schema.Struct({
  clientId: Schema.String,
  key: Schema.String,
  label: Schema.String,
  value: ScalarValue,
  control: Schema.Literals(FIELD_CONTROLS),
  options: Schema.Array(OptionItem)
});

const AnswerGroupSchema = Schema.Struct({
  page: Schema.String,
  path: Schema.String,
  answers: Schema.Array(ClaimAnswerSchema),
  documents: Schema.NullOr(Schema.Array(Schema.Struct({ clientId: Schema.String, name: Schema.String })))
});

export const ClaimReceipt = Schema.Struct({
  formType: Schema.Literals(FORM_TYPES),
  referenceCode: Schema.String,
  /** Epoch milliseconds, from the session's clock. */
  submittedAt: Schema.Number,
  /** The canonical JSON of what was sent (receiptPayload). */
  payload: Schema.String,
  /** The claim's answers by page, the summary's own included (domain/forms/claim-answers.ts). */
  answers: Schema.Array(AnswerGroupSchema)
});

export type ClaimReceipt = typeof ClaimReceipt.Type;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The same data always gives the same text: object keys sorted at every depth. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])])
  );
};

/** Every DTO part and each document's context, name, size and type; the captcha tokens of the attempt are not the claim. */
export const receiptPayload = (claim: ClaimDto): string => {
  const { reCaptchaResponse: _token, captchaRawValue: _previous, documents, credentials: sent, ...rest } = claim;
  const parts = { ...rest, credentials: sent === null ? null : identifierOnly(sent) };
  const files =
    documents === null
      ? null
      : documents.map(({ contextClientId, file }) => ({ contextClientId, name: file.name, size: file.size, type: file.type }));
  return JSON.stringify(canonical({ ...parts, documents: files }));
};

/** The answers as a receipt keeps them: of each option list only the option chosen, all that is shown of it. */
export const receiptAnswers = (groups: readonly AnswerGroup[]): readonly AnswerGroup[] =>
  groups.map((group) => ({
    ...group,
    answers: group.answers.map((answer) => ({ ...answer, options: answer.options.filter((option) => looselyEquals(option.value, answer.value)) }))
  }));

const ReceiptJson = Schema.fromJsonString(ClaimReceipt);

export const encodeReceipt = (receipt: ClaimReceipt): string => Schema.encodeSync(ReceiptJson)(receipt);

/** A kept receipt, or null for text that is not one (an older shape, or tampered with). */
export const decodeReceipt = (text: string): ClaimReceipt | null => Option.getOrNull(Schema.decodeUnknownOption(ReceiptJson)(text));

/** The draft store's key for a form type's receipt. */
export const receiptKey = (formType: FormType): string => `receipt.${FORM_TYPE_SEGMENTS[formType]}`;

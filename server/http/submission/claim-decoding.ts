// Decodes the text parts of a submit body: each DTO part is JSON that must decode as a ModelDto (single
// parts) or a list of them, the culture and captcha parts are text. Every problem is named by its part
// and path; nothing is thrown.
import { Result, Schema } from "effect";
import { WireAnswers } from "../../../domain/api/field-values.schema.ts";
import type { ModelDto } from "../../../domain/submission/claim-dto.ts";
import { schemaProblems, formatPath } from "../../../domain/schema/schema-problems.ts";
import { findUnstorableText } from "../../store/storable-text.ts";
import { type ClaimIssue, claimIssue } from "./claim-issue.ts";
import { CULTURE_PART, MODEL_LIST_PARTS, type ModelPart, SINGLE_MODEL_PARTS } from "./claim-parts.ts";

/** domain/submission/claim-dto.ts's ModelDto, as a Schema. */
export const ModelDtoSchema = Schema.Struct({
  clientId: Schema.NonEmptyString,
  id: Schema.NullOr(Schema.String),
  metadataHash: Schema.String,
  fields: WireAnswers
});

export interface SubmittedModel {
  readonly part: ModelPart;
  readonly dto: ModelDto;
}

export interface DecodedClaim {
  readonly culture: string | null;
  readonly captchaToken: string | null;
  /** Every model in part order: singles, then lists. */
  readonly models: readonly SubmittedModel[];
  /** The DTO parts as decoded JSON, kept with the claim. */
  readonly payload: Readonly<Record<string, unknown>>;
}

const parsePart = (part: string, text: string): Result.Result<unknown, ClaimIssue> => {
  try {
    return Result.succeed(JSON.parse(text) as unknown);
  } catch (error) {
    return Result.fail(claimIssue([part], "invalidJson", { problem: error instanceof Error ? error.message : String(error) }));
  }
};

const decodePart = <S extends Schema.ConstraintDecoder<unknown>>(part: string, text: string, schema: S): Result.Result<S["Type"], readonly ClaimIssue[]> => {
  const parsed = parsePart(part, text);
  if (Result.isFailure(parsed)) return Result.fail([parsed.failure]);
  const decoded = Schema.decodeUnknownResult(schema)(parsed.success, { errors: "all" });
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  return Result.fail(
    schemaProblems(decoded.failure).map((problem) =>
      claimIssue([part, ...problem.path.map(String)], "invalidPart", { problem: `${formatPath(problem.path) || part}: ${problem.message}` })
    )
  );
};

const ModelDtoList = Schema.Array(ModelDtoSchema);

export const decodeClaim = (texts: ReadonlyMap<string, string>): Result.Result<DecodedClaim, readonly ClaimIssue[]> => {
  const issues: ClaimIssue[] = [];
  const models: SubmittedModel[] = [];
  const payload: Record<string, unknown> = {};
  for (const part of SINGLE_MODEL_PARTS) {
    const text = texts.get(part);
    payload[part] = null;
    if (text === undefined) continue;
    const decoded = decodePart(part, text, ModelDtoSchema);
    if (Result.isFailure(decoded)) issues.push(...decoded.failure);
    else {
      payload[part] = decoded.success;
      models.push({ part, dto: decoded.success });
    }
  }
  for (const part of MODEL_LIST_PARTS) {
    const text = texts.get(part);
    payload[part] = [];
    if (text === undefined) continue;
    const decoded = decodePart(part, text, ModelDtoList);
    if (Result.isFailure(decoded)) issues.push(...decoded.failure);
    else {
      payload[part] = decoded.success;
      models.push(...decoded.success.map((dto) => ({ part, dto })));
    }
  }
  // PostgreSQL cannot keep U+0000 in text: such a claim is refused here, naming where, before anything is written.
  const unstorable = [...texts].flatMap(([part, text]) => {
    const parsed = Object.hasOwn(payload, part) ? payload[part] : text;
    const found = findUnstorableText(parsed, part);
    return found === null ? [] : [claimIssue([found], "unstorableText")];
  });
  issues.push(...unstorable);
  if (issues.length > 0) return Result.fail(issues);
  return Result.succeed({
    culture: texts.get(CULTURE_PART) ?? null,
    captchaToken: texts.get("reCaptchaResponse") ?? null,
    models,
    payload
  });
};

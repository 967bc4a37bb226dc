// An answer as the site's input would hold it once typed: a masked text field keeps what its mask shows
// ("5551234567" is kept as "(555) 123-4567", "4/12/2019" as "04/12/2019"), under the mask in force for the
// model's answers so far (a condition may switch it, as a foreign country switches the phone's). The browser
// stores the shown text; so does the replay, so a claim file files what a claimant typing it would. Each day
// of a list of dates is typed into its own box.
import type { ClaimState } from "../../application/session/claim-state.ts";
import { evaluateDependencies } from "../../domain/dependencies/dependency-evaluator.ts";
import { dependencyValuesOf } from "../../domain/dependencies/dependency-values.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { configOfModel } from "../../domain/forms/page-models.ts";
import { formatForDisplay } from "../../domain/masks/mask-pipes.ts";
import type { AnswerValue } from "./claim-file.schema.ts";

/** The controls typed into through a mask. */
const MASKED_CONTROLS: ReadonlySet<string | undefined> = new Set([undefined, "text", "date"]);

export const typedAnswer = (state: ClaimState, model: FormModel, key: string, value: AnswerValue): AnswerValue => {
  // A list of dates is typed a day at a time, each box under the field's mask.
  if (Array.isArray(value)) return value.map((day: string) => String(typedAnswer(state, model, key, day)));
  if (typeof value !== "string" && typeof value !== "number") return value;
  const fields = configOfModel(state.modelConfig ?? [], model)?.fields ?? [];
  const field = fields.find((candidate) => candidate.key === key);
  if (field === undefined || !MASKED_CONTROLS.has(field.control)) return value;
  const saved = state.models?.saved ?? [];
  const own = field.maskName === undefined || field.maskName === "" ? null : field.maskName;
  const inForce = evaluateDependencies(fields, dependencyValuesOf(model, saved)).states[key]?.maskName ?? own;
  return inForce === null ? value : formatForDisplay(inForce, String(value));
};

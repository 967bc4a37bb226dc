// The client 'required' validator: a value passes only when something is left after trimming
// (spec section 5). False and 0 are answers, so they pass; it never checks what the value looks like.
import { type FieldValue, isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import type { ClientValidator } from "./client-validator.ts";

export const required =
  (path: readonly string[]): ClientValidator =>
  (value: FieldValue) =>
    isBlank(value) ? issue(path, "required") : null;

// How one API validation type becomes a FieldRule: its parameters are decoded with a Schema when the field
// is compiled (bad ones are a ConfigurationError then, never at validation time), blank values pass unless
// the rule is about blankness, and a server message rides along in every issue's params.
import { Result, Schema } from "effect";
import { ConfigurationError, type ConfigurationReason } from "../../errors/configuration-error.ts";
import type { FieldConfig } from "../../forms/field-config.schema.ts";
import { type FieldValue, isBlank, isFileList } from "../../forms/field-value.ts";
import { formatPath, schemaProblems } from "../../schema/schema-problems.ts";
import type { FieldRule, RuleContext } from "../rule-context.ts";
import type { ValidationConfig } from "../validation-config.schema.ts";

/** The field and the rule config being compiled, for rules that need them and for error messages. */
export interface RuleSource {
  readonly field: FieldConfig;
  readonly config: ValidationConfig;
}

/** A parameter that names another field of the same model: where it sits in the rule's config, and the key it names. */
export interface FieldReference {
  /** Inside the rule's config, e.g. `params.conditions[1].field`. */
  readonly at: string;
  readonly key: string;
}

export interface RuleAdapter {
  /** The API validation type, spelled exactly as the server sends it. */
  readonly type: string;
  /** Throws ConfigurationError when the config cannot become a rule. */
  readonly compile: (source: RuleSource) => FieldRule;
  /** The other fields the rule reads (a misspelt one would read as blank and switch the rule off); none when its params do not decode. */
  readonly fieldReferences: (source: RuleSource) => readonly FieldReference[];
}

interface RuleDefinition<P> {
  readonly type: string;
  readonly params: Schema.Decoder<P>;
  /** True when the rule sees blank values itself (the required-type rules); otherwise blank values pass unseen. */
  readonly judgesBlank?: boolean;
  readonly compile: (params: P, source: RuleSource) => FieldRule;
  /** The params that name other fields of the model; none when absent. */
  readonly references?: (params: P) => readonly FieldReference[];
}

/** The params of a rule that takes none: any key given is refused. */
export const NoParams = Schema.Record(Schema.String, Schema.Unknown).check(
  Schema.makeFilter((params) => {
    const keys = Object.keys(params);
    return keys.length === 0 || `takes no params, got ${keys.join(", ")}`;
  })
);

/** A ConfigurationError naming the field and rule type, so a bad case configuration is found at once. */
export const ruleConfigError = (reason: ConfigurationReason, source: RuleSource, problem: string): ConfigurationError =>
  new ConfigurationError(reason, `Field "${source.field.key}", validation "${source.config.type}": ${problem}`);

const describeProblems = (error: Schema.SchemaError): string =>
  schemaProblems(error)
    .map(({ path, message }) => (path.length === 0 ? message : `params.${formatPath(path)}: ${message}`))
    .join("; ");

const withServerMessage =
  (rule: FieldRule, message: string | undefined): FieldRule =>
  (context) => {
    const issues = rule(context);
    return message === undefined ? issues : issues.map((found) => ({ ...found, params: { ...found.params, message } }));
  };

const skippingBlank =
  (rule: FieldRule): FieldRule =>
  (context) =>
    isBlank(context.value) ? [] : rule(context);

/** The rule's params as the Schema decodes them (unknown keys refused); throws invalidValidationConfig. */
export const decodeRuleParams = <P>(schema: Schema.Decoder<P>, source: RuleSource): P => {
  const decoded = Schema.decodeUnknownResult(schema, { errors: "all", onExcessProperty: "error" })(
    source.config.params ?? {}
  );
  if (Result.isFailure(decoded)) {
    throw ruleConfigError("invalidValidationConfig", source, `invalid params: ${describeProblems(decoded.failure)}`);
  }
  return decoded.success;
};

export const defineRule = <P>(definition: RuleDefinition<P>): RuleAdapter => ({
  type: definition.type,
  compile: (source) => {
    const rule = definition.compile(decodeRuleParams(definition.params, source), source);
    return withServerMessage(definition.judgesBlank === true ? rule : skippingBlank(rule), source.config.message);
  },
  fieldReferences: (source) => {
    const references = definition.references;
    if (references === undefined) return [];
    const decoded = Schema.decodeUnknownResult(definition.params, { onExcessProperty: "error" })(source.config.params ?? {});
    return Result.isFailure(decoded) ? [] : references(decoded.success);
  }
});

/** The reference of a `params.field` naming another field. */
export const namedField = (key: string): readonly FieldReference[] => [{ at: "params.field", key }];

/** The references of a `params.fields` list of other fields. */
export const namedFields = (keys: readonly string[]): readonly FieldReference[] => keys.map((key, index) => ({ at: `params.fields[${String(index)}]`, key }));

/** A value as text: null as "", numbers and booleans as written; file lists have no text. */
export const valueText = (value: FieldValue): string | null => {
  if (value === null) return "";
  if (isFileList(value)) return null;
  return typeof value === "string" ? value : String(value);
};

/** Another field of the same model; a key the model lacks reads as null. */
export const otherField = (context: RuleContext, key: string): FieldValue => context.fields[key] ?? null;

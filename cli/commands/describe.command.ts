// `claims describe FORM [--case DIR] [--format text|json]`: prints what a claim file for the form may say, read
// from the case's forms (cli/describe/). Exit 0, or 2 for an unknown form or a case that does not load (its
// problems said as `claims serve` and `claims lint` say them).
import { type Command, InvalidArgumentError, Option } from "commander";
import { CaseError } from "../../domain/case/case-error.ts";
import type { CaseReader } from "../../domain/case/case-reader.ts";
import { loadCase } from "../../domain/case/load-case.ts";
import { FORM_TYPES, type FormType, isFormType } from "../../domain/navigation/form-type.ts";
import { describeForm } from "../describe/describe-form.ts";
import { describeText } from "../describe/describe-report.ts";

export const DESCRIBE_EXIT = { described: 0, unusable: 2 } as const;

const FORMATS = ["text", "json"] as const;

const formType = (value: string): FormType => {
  const found = FORM_TYPES.find((known) => known.toLowerCase() === value.toLowerCase());
  if (found === undefined || !isFormType(found)) throw new InvalidArgumentError(`"${value}" is not a form type (${FORM_TYPES.join(", ")}).`);
  return found;
};

export const registerDescribe = (
  program: Command,
  readerAt: (dir: string) => CaseReader,
  output: { readonly stdout: NodeJS.WritableStream; readonly stderr: NodeJS.WritableStream },
  exit: (code: number) => void
): void => {
  program
    .command("describe")
    .description("print what a claim file for a form may say: each page's models and fields, with key, control, whether required and when, options, mask and rules")
    .argument("<form>", `the form type (${FORM_TYPES.join(", ")})`, formType)
    .option("--case <dir>", "the case directory", "cases/demo")
    .addOption(new Option("--format <format>", "text for people, json for machines").choices(FORMATS).default("text"))
    // A usage error (an unknown form) is thrown to the program, which exits 2 once commander has said it.
    .exitOverride()
    .action(async (form: FormType, options: { readonly case: string; readonly format: (typeof FORMATS)[number] }) => {
      let config;
      try {
        config = (await loadCase(readerAt(options.case))).modelConfig;
      } catch (error) {
        if (!(error instanceof CaseError)) throw error;
        output.stderr.write(`claims describe: ${error.message}\n`);
        exit(DESCRIBE_EXIT.unusable);
        return;
      }
      const described = describeForm(config, form);
      output.stdout.write(options.format === "json" ? `${JSON.stringify(described, null, 2)}\n` : describeText(described, options.case));
      exit(DESCRIBE_EXIT.described);
    });
};

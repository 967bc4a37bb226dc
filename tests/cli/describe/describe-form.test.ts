// `claims describe`: each form of the demo case, page by page in the order the claimant meets them, with the
// key a claim file gives each model and list and, for each field, its control, whether it is required and
// when, its options, mask, when it shows and its rules; as text and as JSON from the claims program, exit 2
// for a form that does not exist.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import process from "node:process";
import { beforeAll, describe, expect, it } from "vitest";
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import { type DescribedForm, describeForm } from "../../../cli/describe/describe-form.ts";
import { loadCase } from "../../../domain/case/load-case.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { ROOT } from "../support/replay-server.ts";

let config: readonly ModelConfigItem[] = [];

beforeAll(async () => {
  config = (await loadCase(nodeCaseReader(join(ROOT, "cases/demo")))).modelConfig;
});

const fieldOf = (form: DescribedForm, part: string, key: string) => {
  const found = form.pages.flatMap((page) => page.parts).find((candidate) => candidate.dtoMapping === part)?.fields.find((field) => field.key === key);
  if (found === undefined) throw new Error(`${form.formType} has no ${part}.${key}`);
  return found;
};

const claims = (args: readonly string[]) => spawnSync(process.execPath, [join(ROOT, "cli/claims.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });

describe("describing a form of the demo case", () => {
  it("lists the Standard form's pages in order, each model with its claim-file key", () => {
    const form = describeForm(config, "Standard");
    expect(form.pages.map((page) => page.page)).toEqual(["start", "claimantInfo", "claimDetails", "paymentElection", "supportingDocuments", "claimSummary"]);
    expect(form.pages.map((page) => page.parts.map((part) => part.claimFileKey))).toEqual([
      ["credentials"],
      ["answers.claimantInfo"],
      ["answers.claimDetails"],
      ["answers.prepopulatedData"],
      ["records.DocumentContexts", "answers.prepopulatedData"],
      ["answers.signature"]
    ]);
  });

  it("gives each field its control, when it is required, options, mask, when it shows and its rules", () => {
    const form = describeForm(config, "Standard");
    expect(fieldOf(form, "claimantInfo", "contactPreference")).toMatchObject({ control: "radio", required: "yes", options: ["Email", "Phone", "Mail"] });
    expect(fieldOf(form, "claimDetails", "retailerName")).toMatchObject({
      required: "when requiredIf(field=purchaseChannel, value=Retail)",
      shownWhen: "purchaseChannel is Retail or Online",
      rules: ["characterSetRestriction", "maxLength(max=80)"]
    });
    expect(fieldOf(form, "claimDetails", "purchasePrice")).toMatchObject({ mask: "CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", options: null, required: "yes" });
    expect(fieldOf(form, "signature", "attestation")).toMatchObject({ control: "checkbox" });
    // A date field that takes a list says so, and how a claim file writes it.
    expect(fieldOf(form, "claimDetails", "ownershipPeriod").control).toBe('date, a range: a list of its first and last day, like ["7/1/2024", "7/31/2024"]');
    expect(fieldOf(form, "claimDetails", "serviceVisitDates").control).toBe('date, several days: a list of up to 5, like ["7/1/2024", "7/9/2024"]');
    // The address block's country list is the block's own, not written in the case.
    expect(fieldOf(form, "claimantInfo", "mailingCountry").options).toContain("US");
  });

  it("describes a list of records with its fields, and leaves out what the site fills in (hidden fields)", () => {
    const form = describeForm(config, "Automotive");
    const repairs = form.pages.flatMap((page) => page.parts).find((part) => part.dtoMapping === "claimTransactions");
    expect(repairs).toMatchObject({ list: true, claimFileKey: "records.claimTransactions" });
    expect(repairs?.fields.map((field) => field.key)).toEqual(expect.arrayContaining(["repairDate", "repairShop", "repairAmount"]));
    const controls = form.pages.flatMap((page) => page.parts.flatMap((part) => part.fields.map((field) => field.control)));
    expect(controls).not.toContain("hidden");
  });
});

/** Each test starts the CLI, twice for some: a loaded machine takes seconds to start it. */
const SPAWN_TIMEOUT_MS = 30_000;

describe("claims describe", { timeout: SPAWN_TIMEOUT_MS }, () => {
  it("prints the form page by page, and JSON with --format json", () => {
    const text = claims(["describe", "documentsupload"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("The DocumentsUpload form of cases/demo: what a claim file may answer, page by page");
    expect(text.stdout).toContain('  DocumentContexts: a list, in the claim file as "records.DocumentContexts": [{ "file": ..., "answers": { ... } }, ...]');
    expect(text.stdout).toContain("    documentDescription (textarea): required: when requiredIf(field=documentType, value=Other); rules: maxLength(max=500)");
    const json = claims(["describe", "Lookup", "--case", "cases/demo", "--format", "json"]);
    expect(json.status).toBe(0);
    expect((JSON.parse(json.stdout) as DescribedForm).formType).toBe("Lookup");
  });

  it("exits 2 for a form that does not exist, naming the ones that do", () => {
    const run = claims(["describe", "Pigeon"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"Pigeon" is not a form type (Standard, Lookup, Automotive, DocumentsUpload).');
  });
});

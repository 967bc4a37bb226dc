import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEADLINE_NAMES } from "../../../domain/deadlines/deadline-names.ts";
import { toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { FIELD_CONTROLS, type FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { modelMetadata } from "../../../domain/forms/model-factory.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { START_PAGE, isOnPage } from "../../../domain/forms/page-models.ts";
import { FORM_TYPES, type FormType } from "../../../domain/navigation/form-type.ts";
import { ConfigValidationState } from "../../../domain/validation/config-validation-state.ts";
import { RULE_ADAPTERS, compileFieldRules } from "../../../domain/validation/rule-registry.ts";
import { VALIDATION_MESSAGES } from "../../../domain/validation/validation-messages.ts";
import { SUBMISSION_DEFAULT_ERROR_KEY } from "../../../application/errors.ts";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import { loadCaseAt } from "./load-case-at.ts";
import { demoMembersText } from "../../../scripts/demo-members.ts";
import { DEMO_DIR } from "./case-copy.ts";
import { pagesOf } from "../../server/case/demo-claims.ts";

let demo: ClaimsCase;

beforeAll(async () => {
  demo = await loadCaseAt(DEMO_DIR);
});

const itemsOf = (formType: FormType): readonly ModelConfigItem[] => demo.modelConfig.filter((item) => item.metadata["formType"] === formType);
const allFields = (): readonly FieldConfig[] => demo.modelConfig.flatMap((item) => item.fields);
const field = (metadataHash: string, key: string): FieldConfig | undefined =>
  demo.modelConfig.find((item) => item.metadataHash === metadataHash)?.fields.find((found) => found.key === key);

describe("the demo model configuration", () => {
  it("offers all four forms, and every field's rules compile", () => {
    expect(FORM_TYPES.map((formType) => itemsOf(formType).length)).toEqual([7, 1, 7, 2]);
    const compiled = allFields().map((found) => ConfigValidationState.forField(found));
    expect(compiled.filter((state) => state !== null).length).toBeGreaterThan(60);
    expect(allFields().flatMap((found) => compileFieldRules(found)).length).toBeGreaterThan(100);
  });

  it("uses every validation rule type of spec section 5, range with numbers and with dates", () => {
    const configs = allFields().flatMap((found) => found.validations ?? []);
    // No question of the demo asks for a web address or a plain decimal (its amounts are currency, masked with
    // separators): "url" and "decimal" are shown by their own tests and the case-directory examples. The
    // Standard documents page's "I have no documents to send" is the demo's userConfirmsNone.
    const unused = new Set(["url", "decimal"]);
    expect(new Set(configs.map((config) => config.type))).toEqual(new Set([...RULE_ADAPTERS.keys()].filter((type) => !unused.has(type))));
    const rangeKinds = configs.filter((config) => config.type === "range").map((config) => typeof config.params?.["min"]);
    expect(new Set(rangeKinds)).toEqual(new Set(["number", "string"]));
  });

  it("represents every building block by a field control, each choice list with options", () => {
    expect(new Set(allFields().map((found) => found.control))).toEqual(new Set(FIELD_CONTROLS));
    const choices = allFields().filter((found) => ["radio", "hybridRadioText"].includes(found.control ?? ""));
    expect(choices.every((found) => (found.options?.length ?? 0) >= 2)).toBe(true);
    expect(field("nwd-standard-details", "productType")?.options).toHaveLength(4);
  });

  it("has the address, name, phone, amount and VIN fields with their masks", () => {
    const claimant = "nwd-standard-claimant";
    expect(["firstName", "middleInitial", "lastName", "mailingStreetLine1", "mailingStreetLine2", "mailingCity", "mailingSubDivision"].every((key) => field(claimant, key) !== undefined)).toBe(true);
    expect(field(claimant, "mailingSubDivision")?.control).toBe("select");
    expect(field(claimant, "mailingCountry")).toMatchObject({ control: "select", defaultValue: "US" });
    expect(field(claimant, "mailingPostalCode")?.maskName).toBe("ZIP_CODE");
    expect(field(claimant, "mailingSubDivisionNonUS")?.control).toBe("text");
    expect(field(claimant, "mailingPostalCodeNonUS")?.maskName).toBe("ZIP_CODE_NON_US");
    expect(field(claimant, "phone")?.maskName).toBe("USA_PHONE_NUMBER");
    expect(field("nwd-standard-details", "purchasePrice")?.maskName).toBe("CURRENCY_COMMA_DELIMITED_WITH_DECIMALS");
    expect(field("nwd-automotive-details", "vin")?.maskName).toBe("VIN");
  });

  it("has dependencies that show a field, disable one and override a mask", () => {
    const dependencies = allFields().flatMap((found) => (found.dependencies === undefined ? [] : [found.dependencies]));
    expect(dependencies.some((found) => found.disableInsteadOfHide !== true && found.conditions.every((condition) => condition.maskName === undefined))).toBe(true);
    expect(field("nwd-standard-details", "retailerName")?.dependencies?.conditions[0]?.equals).toEqual(["Retail", "Online"]);
    expect(field("nwd-standard-claimant", "textOptIn")?.dependencies?.disableInsteadOfHide).toBe(true);
    expect(field("nwd-standard-claimant", "phone")?.dependencies?.conditions.map((condition) => condition.maskName)).toEqual([undefined, "INTERNATIONAL_PHONE_NUMBER"]);
  });

  it("puts each form's credentials on its start page, Standard's as noticeId and pin, and a signature on the claim summary", () => {
    for (const formType of FORM_TYPES) {
      const credentials = itemsOf(formType).filter((item) => item.metadata.dtoMapping === "credentials");
      expect(credentials).toHaveLength(1);
      expect(isOnPage(modelMetadata(credentials[0]!.metadata), formType, START_PAGE)).toBe(true);
    }
    expect(itemsOf("Standard")[0]?.fields.map((found) => found.key)).toEqual(["noticeId", "pin"]);
    for (const formType of ["Standard", "Automotive"] as const) {
      const signature = itemsOf(formType).find((item) => item.metadata.dtoMapping === "signature");
      expect(signature && isOnPage(modelMetadata(signature.metadata), formType, "claimSummary")).toBe(true);
    }
    expect(demo.site.standardWithOptionalPages).toBe(true);
    expect(demo.site.optionalPages).toEqual(["payment-election", "supporting-documents"]);
  });

  it("offers a payment election and a required supporting-documents record list", () => {
    const payment = itemsOf("Standard").find((item) => item.metadata["page"] === "PaymentElection");
    expect(payment?.fields.map((found) => found.key)).toEqual(["paymentMethod", "paypalEmail"]);
    const documents = itemsOf("DocumentsUpload").find((item) => item.metadata.dtoMapping === "DocumentContexts");
    expect(documents?.metadata).toMatchObject({ page: "SupportingDocuments", required: "true" });
    expect(documents?.fields.find((found) => found.control === "file")?.key).toBe("documentFile");
  });
});

describe("the demo content", () => {
  const keysOf = (culture: string): readonly string[] => (demo.content[culture] ?? []).map((item) => item.key);
  const textOf = (culture: string, key: string): string | undefined => demo.content[culture]?.find((item) => item.key === key)?.value;

  it("gives English and Spanish the same keys, none of them blank", () => {
    expect(keysOf("en").length).toBeGreaterThan(200);
    expect([...keysOf("es")].sort()).toEqual([...keysOf("en")].sort());
    expect(Object.values(demo.content).flat().filter((item) => item.value.trim() === "")).toEqual([]);
  });

  it("translates into Spanish, keeping every placeholder", () => {
    expect(textOf("es", "LocKey_Button_Next")).toBe("Siguiente");
    expect(textOf("es", "LocKey_Validation_MaxLength")).toBe("La longitud máxima permitida es {max}");
    const placeholders = (text: string | undefined) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const differing = keysOf("en").filter((key) => JSON.stringify(placeholders(textOf("en", key))) !== JSON.stringify(placeholders(textOf("es", key))));
    expect(differing).toEqual([]);
    const untranslated = keysOf("en").filter((key) => textOf("en", key) === textOf("es", key));
    expect(untranslated.length).toBeLessThan(20);
  });

  it("has a text for every label, placeholder and option of the forms", () => {
    const keys = allFields().flatMap((found) => [found.label, found.placeholder, ...(found.options ?? []).map((option) => option.label)]);
    const used = keys.filter((key): key is string => key !== undefined);
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((key) => !keysOf("en").includes(key))).toEqual([]);
  });

  it("has the validation, session-timeout, submission-error, page-title, button and error-page keys", () => {
    const pageTitles = FORM_TYPES.flatMap((formType) =>
      pagesOf(demo, formType).map((page) => (page === START_PAGE ? `LocKey_PageTitle_${formType}Start` : `LocKey_PageTitle_${page.charAt(0).toUpperCase()}${page.slice(1)}`))
    );
    const required = [
      ...Object.values(VALIDATION_MESSAGES).map((message) => message.key),
      "LocKey_Header_SessionTimeoutModal_01",
      "LocKey_Body_SessionTimeoutModal_01",
      "LocKey_Body_SessionTimeoutModal_02",
      SUBMISSION_DEFAULT_ERROR_KEY,
      ...pageTitles,
      ...["Back", "Next", "Submit", "Continue", "AddMore", "Upload", "Cancel", "Ok"].map((name) => `LocKey_Button_${name}`),
      ...["ErrorPage", "NotFound", "SessionExpired", "Deadline"].flatMap((page) => [`LocKey_${page}_Header`, `LocKey_${page}_Body`])
    ];
    expect(required.filter((key) => !keysOf("en").includes(key))).toEqual([]);
  });
});

describe("the demo deadlines and members", () => {
  it("sets all five deadlines far in the future, per culture, with a Spanish redirect", () => {
    const settings = toDeadlineSettings(demo.deadlines);
    expect(Object.keys(settings)).toEqual([...DEADLINE_NAMES]);
    const farFuture = Date.parse("2099-12-31T00:00:00Z");
    expect(Object.values(settings).every((deadline) => deadline.at > farFuture && deadline.zone === "America/Los_Angeles")).toBe(true);
    expect(settings.claimFilingDeadline?.redirects).toEqual({ es: "https://www.northwindsettlement.example/es/fecha-limite" });
    expect(settings.claimFilingDeadline?.defaultRedirect).toBeNull();
  });

  it("commits the generator's output, with at least 1,000 members", async () => {
    const committed = await readFile(join(DEMO_DIR, "members.json"), "utf8");
    expect(committed).toBe(demoMembersText());
    expect(demo.members.length).toBeGreaterThanOrEqual(1000);
    const formTypes = new Set(demo.members.flatMap((member) => member.formTypes));
    expect(formTypes).toEqual(new Set(FORM_TYPES));
    expect(demo.members.filter((member) => member.walletEmail !== undefined).length).toBeGreaterThan(100);
  });
});

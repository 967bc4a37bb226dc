import { Result } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import type { ModelSet } from "../../../domain/forms/form-model.ts";
import { prepareSubmission } from "../../../domain/submission/submission-preparation.ts";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import { DEMO_DIR } from "../../domain/case/case-copy.ts";
import { addRecord, claimIssues, edit, modelsOfForm, startClaim, withCodes } from "./demo-claims.ts";

let demo: ClaimsCase;
let maria: ClassMember;
let sofia: ClassMember;

beforeAll(async () => {
  demo = await loadCaseAt(DEMO_DIR);
  const named = (noticeId: string): ClassMember => demo.members.find((member) => member.credentials["noticeId"] === noticeId)!;
  maria = named("NWD-10000001");
  sofia = named("NWD-10000003");
});

const INVOICE = [{ name: "invoice.pdf", size: 48_213, type: "application/pdf" }];

const standardClaim = (): ModelSet => {
  let set = startClaim(demo, sofia);
  set = edit(set, "nwd-standard-credentials", { noticeId: "NWD-10000003", pin: "205647" });
  set = edit(set, "nwd-standard-claimant", { confirmEmailAddress: "sofia.ramirez@example.org", textOptIn: true, contactPreference: "Email" });
  set = edit(set, "nwd-standard-details", {
    productType: "Refrigerator",
    modelNumber: "NWR-2250",
    serialNumber: "SN20931877",
    purchaseDate: "3/15/2021",
    purchasePrice: "1,299.00",
    purchaseChannel: "Retail",
    retailerName: "Appliance Depot",
    problemCompressorFailure: true,
    firstProblemDate: "6/1/2023",
    paidForRepair: true,
    repairDate: "07/10/2023",
    coveredByWarranty: "No",
    repairCost: "350",
    howHeard: "Un vecino me contó",
    description: "The compressor stopped in June and the food spoiled."
  });
  set = edit(set, "nwd-standard-payment", { paymentMethod: "PayPal", paypalEmail: "sofia.ramirez@example.org" });
  // No document sent: the claimant confirms there is none (userConfirmsNone).
  set = edit(set, "nwd-standard-no-documents", { noDocuments: true });
  return edit(set, "nwd-standard-signature", { signature: "Sofía Ramírez", signatureDate: "11/21/2026", attestation: true });
};

const automotiveClaim = (): ModelSet => {
  let set = startClaim(demo, maria);
  set = edit(set, "nwd-automotive-credentials", { noticeId: "NWD-10000001", pin: "482913" });
  set = edit(set, "nwd-automotive-claimant", { confirmEmailAddress: "maria.alvarez@example.com", contactPreference: "Phone" });
  set = edit(set, "nwd-automotive-details", { vehicleMake: "Kestrel", vehicleModelYear: "2019", ownershipType: "Owned", acquisitionDate: "5/20/2019" });
  set = addRecord(demo, set, "nwd-automotive-repairs", { repairDate: "8/2/2023", repairShop: "Valley Auto Care", repairAmount: "1,240.50" });
  set = edit(set, "nwd-automotive-payment", { paymentMethod: "Check" });
  set = addRecord(demo, set, "nwd-automotive-documents", { documentFile: INVOICE, documentType: "RepairInvoice" });
  return edit(set, "nwd-automotive-signature", { signature: "Maria L Alvarez", attestation: true });
};

describe("a filled demo claim passes the domain's validation on every page", () => {
  it("Standard, with the member's prepopulated name and address", () => {
    const set = standardClaim();
    expect(set.saved.find((model) => model.metadataHash === "nwd-standard-claimant")?.fields).toMatchObject({
      firstName: "Sofía",
      lastName: "Ramírez",
      mailingSubDivision: "TX",
      mailingCountry: "US"
    });
    expect(claimIssues(demo, "Standard", set)).toEqual([]);
  });

  it("Automotive, with a saved repair record and a supporting document", () => {
    const set = automotiveClaim();
    expect(set.saved.find((model) => model.metadataHash === "nwd-automotive-details")?.fields["vin"]).toBe("1NWCA5AP3KC104821");
    expect(claimIssues(demo, "Automotive", set)).toEqual([]);
  });

  it("Lookup and DocumentsUpload", () => {
    const lookup = edit(startClaim(demo, null), "nwd-lookup-credentials", { noticeId: "nwd-10000002", pin: "730158" });
    expect(claimIssues(demo, "Lookup", lookup)).toEqual([]);
    const credentials = edit(startClaim(demo, null), "nwd-documents-upload-credentials", { noticeId: "NWD-10000002", pin: "730158" });
    expect(withCodes(claimIssues(demo, "DocumentsUpload", credentials))).toEqual([["nwd-documents-upload-documents", "provideDocumentation"]]);
    const uploaded = addRecord(demo, credentials, "nwd-documents-upload-documents", { documentFile: INVOICE, documentType: "Other", documentDescription: "Receipt from the repair shop" });
    expect(claimIssues(demo, "DocumentsUpload", uploaded)).toEqual([]);
  });

  it("and the claim of one form builds a submission", () => {
    const prepared = prepareSubmission(modelsOfForm(automotiveClaim(), "Automotive"), {
      formType: "Automotive",
      culture: "es",
      captchaToken: null,
      previousCaptcha: null,
      captchaEnabled: false
    });
    expect(Result.isSuccess(prepared)).toBe(true);
    if (Result.isSuccess(prepared)) {
      expect(prepared.success.documents?.map((document) => document.file.name)).toEqual(["invoice.pdf"]);
      expect(prepared.success.claimTransactions).toHaveLength(1);
    }
  });

  it("every generated member's prepopulated data fills the Standard claimant page validly", () => {
    const invalid = demo.members.flatMap((member) => {
      const set = edit(startClaim(demo, member), "nwd-standard-claimant", { contactPreference: "Mail", confirmEmailAddress: "a@example.com" });
      const issues = claimIssues(demo, "Standard", set).filter((found) => found.path[0]?.startsWith("claimantInfo_"));
      return issues.length === 0 ? [] : [[member.credentials["noticeId"], withCodes(issues)]];
    });
    expect(invalid).toEqual([]);
  });
});

describe("the demo's rules bite", () => {
  it("an untouched claim is refused on every page that asks something", () => {
    const codes = withCodes(claimIssues(demo, "Standard", startClaim(demo, null)));
    expect(codes).toEqual(
      expect.arrayContaining([
        ["noticeId", "required"],
        ["firstName", "required"],
        ["mailingSubDivision", "conditionallyRequired"],
        ["phone", "requireOnePropertyToHaveAValue"],
        ["productType", "required"],
        ["problemCompressorFailure", "requireOnePropertyValTrue"],
        ["paymentMethod", "required"],
        ["attestation", "requireOnePropertyValTrue"]
      ])
    );
  });

  it.each([
    ["nwd-standard-credentials", { pin: "12345" }, "pin", "regexInvalidValue"],
    ["nwd-standard-claimant", { firstName: "Łukasz" }, "firstName", "restrictedCharacters"],
    ["nwd-standard-claimant", { lastName: "x".repeat(61) }, "lastName", "maxLength"],
    ["nwd-standard-claimant", { mailingCountry: "CA" }, "mailingPostalCodeNonUS", "conditionallyRequired"],
    ["nwd-standard-claimant", { email: "s@example.org", confirmEmailAddress: null }, "confirmEmailAddress", "conditionallyRequired"],
    ["nwd-standard-details", { purchaseDate: "12/1/2015" }, "purchaseDate", "dateBetween"],
    ["nwd-standard-details", { purchaseDate: "2/30/2021" }, "purchaseDate", "validDate", ["purchaseDate", "dateBetween"]],
    ["nwd-standard-details", { purchasePrice: "12,000.00" }, "purchasePrice", "numberBetween"],
    ["nwd-standard-details", { purchaseChannel: "Retail", retailerName: null }, "retailerName", "conditionallyRequired"],
    ["nwd-standard-details", { firstProblemDate: "12/25/2026" }, "firstProblemDate", "preventFutureDate", ["repairDate", "endDate"]],
    ["nwd-standard-details", { repairDate: "5/1/2023" }, "repairDate", "endDate"],
    ["nwd-standard-details", { repairCost: null }, "repairCost", "conditionallyRequired"],
    ["nwd-standard-details", { serialNumber: null }, "serialNumber", "required"],
    ["nwd-standard-payment", { paypalEmail: null }, "paypalEmail", "conditionallyRequired"],
    ["nwd-standard-payment", { paypalEmail: "sofia@example" }, "paypalEmail", "email"],
    ["nwd-standard-claimant", { email: "sofia @example.org", confirmEmailAddress: "sofia@example.org" }, "email", "email"]
  ] as const)("%s: %o gives %s %s", (hash, values, field, code, ...alsoFound: readonly (readonly [string, string])[]) => {
    expect(withCodes(claimIssues(demo, "Standard", edit(standardClaim(), hash, values)))).toEqual([[field, code], ...alsoFound]);
  });

  it("a model year must be a whole number", () => {
    const fractional = edit(automotiveClaim(), "nwd-automotive-details", { vehicleModelYear: "2016.5" });
    expect(withCodes(claimIssues(demo, "Automotive", fractional))).toEqual([["vehicleModelYear", "integer"]]);
  });

  it("a future acquisition date is refused by the short-date rule and a repair table needs a record", () => {
    const future = edit(automotiveClaim(), "nwd-automotive-details", { acquisitionDate: "1/5/2027" });
    expect(withCodes(claimIssues(demo, "Automotive", future))).toEqual([
      ["acquisitionDate", "dateBetween"],
      ["acquisitionDate", "preventFutureDate"]
    ]);
    const withoutRepairs = modelsOfForm(automotiveClaim(), "Automotive");
    const noRepairs = { saved: withoutRepairs.saved.filter((model) => model.metadata.dtoMapping !== "claimTransactions"), drafts: [] };
    expect(withCodes(claimIssues(demo, "Automotive", noRepairs))).toEqual([["nwd-automotive-repairs", "minInstances"]]);
  });
});

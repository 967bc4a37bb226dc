// What `npm run test:engines` does in each engine, as a claimant does it on the demo case in English: files
// a Standard claim (every kind of field, typed dates and money, a PDF uploaded), files a DocumentsUpload
// claim, and looks a member up. The answers and the file are the Playwright specs' own (support/), so the
// engines file the very claim Chromium files; the run then checks the store for what each flow filed.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { demoText } from "../support/demo-content.ts";
import type { DemoMember } from "../support/file-claim.ts";
import { DETAILS, LABELS, RECEIPT_FILE, SMALL_PDF, emailOf, signatureOf } from "../support/standard-claim.ts";
import type { EngineDriver } from "./engine-driver.ts";
import { type PageQuery, find, waitForHeading, waitUntil } from "./page-finder.ts";

const en = (key: string): string => demoText("en", key);

/** Runs in the page: whether an element matching arguments[0] contains the text arguments[1]. */
const TEXT_IN_PAGE = `var all = document.querySelectorAll(arguments[0]);
  for (var i = 0; i < all.length; i++) if (all[i].textContent.indexOf(arguments[1]) >= 0) return true;
  return false;`;

/** What a flow filed: its reference code as the confirmation shows it (none for a lookup). */
export interface FlowOutcome {
  readonly referenceCode: string | null;
}

export interface ClaimFlow {
  readonly name: string;
  /** The form type the flow's member must be allowed. */
  readonly formType: "Standard" | "DocumentsUpload" | "Lookup";
  run(claimant: Claimant): Promise<FlowOutcome>;
}

/** A claimant at the site in one engine: each step finds what it acts on by the text the claimant reads. */
export class Claimant {
  readonly #marker = en("LocKey_Required_Marker");

  constructor(
    readonly driver: EngineDriver,
    readonly siteUrl: string,
    readonly member: DemoMember,
    /** A folder for the files the claimant picks. */
    readonly filesDir: string
  ) {}

  #find(query: PageQuery): Promise<string> {
    return find(this.driver, query, this.#marker);
  }

  async open(path: string, titleKey: string): Promise<void> {
    await this.driver.goto(`${this.siteUrl}${path}`);
    await this.onPage(titleKey);
  }

  onPage(titleKey: string): Promise<void> {
    return waitForHeading(this.driver, en(titleKey));
  }

  async type(label: string, text: string): Promise<void> {
    await this.driver.typeInto(await this.#find({ kind: "field", label }), text);
  }

  async pick(group: string, option: string): Promise<void> {
    await this.driver.click(await this.#find({ kind: "choice", label: option, group }));
  }

  /** Types into the text box that goes with the choice `option` of the group `group` ("Other: ..."). */
  async typeInChoice(group: string, option: string, text: string): Promise<void> {
    await this.driver.typeInto(await this.#find({ kind: "choiceText", label: option, group }), text);
  }

  async check(label: string): Promise<void> {
    await this.driver.click(await this.#find({ kind: "choice", label }));
  }

  async select(label: string, value: string): Promise<void> {
    await this.driver.selectOption(await this.#find({ kind: "field", label }), value);
  }

  async press(buttonKey: string): Promise<void> {
    await this.driver.click(await this.#find({ kind: "button", name: en(buttonKey) }));
  }

  async signIn(buttonKey = "LocKey_Button_Start"): Promise<void> {
    await this.type(en("LocKey_Label_NoticeId"), this.member.noticeId);
    await this.type(en("LocKey_Label_Pin"), this.member.pin);
    await this.press(buttonKey);
  }

  /** Picks the receipt PDF, says it is a receipt, presses Upload and waits until the table lists it. */
  async uploadReceipt(): Promise<void> {
    const path = join(this.filesDir, RECEIPT_FILE.name);
    writeFileSync(path, SMALL_PDF);
    await this.driver.chooseFile(await this.#find({ kind: "field", label: LABELS.documentFile }), path);
    await this.select(LABELS.documentType, "Receipt");
    await this.press("LocKey_Button_Upload");
    await this.waitForText(`the table listing ${RECEIPT_FILE.name}`, `table`, RECEIPT_FILE.name);
  }

  /** Waits until an element matching `selector` contains `text`. */
  async waitForText(what: string, selector: string, text: string): Promise<void> {
    await waitUntil(
      this.driver,
      what,
      () => this.driver.evaluate<boolean>(TEXT_IN_PAGE, selector, text),
      (shown) => shown
    );
  }

  /** The reference code the confirmation shows, read from its body text (`bodyKey` holds `{referenceCode}`). */
  async referenceCode(bodyKey: string): Promise<string> {
    await this.onPage("LocKey_PageTitle_Confirmation");
    const [before = ""] = en(bodyKey).split("{referenceCode}");
    const pattern = new RegExp(`${before.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}([2-9A-HJKMNP-Z]{10})`);
    const body = await waitUntil(this.driver, "the reference code", () => this.driver.evaluate<string>("return document.body.innerText;"), (text) => pattern.test(text));
    return pattern.exec(body)?.[1] ?? "";
  }
}

const standardClaim: ClaimFlow = {
  name: "Standard claim (dates, money, an upload)",
  formType: "Standard",
  run: async (claimant) => {
    const option = (key: string): string => en(key);
    await claimant.open("/?culture=en", "LocKey_PageTitle_StandardStart");
    await claimant.signIn();
    await claimant.onPage("LocKey_PageTitle_ClaimantInfo");
    await claimant.type(LABELS.confirmEmail, emailOf(claimant.member));
    await claimant.pick(LABELS.contactPreference, option("LocKey_Option_ContactPreference_Email"));
    await claimant.press("LocKey_Button_Next");

    await claimant.onPage("LocKey_PageTitle_ClaimDetails");
    await claimant.select(LABELS.productType, "WindowAirConditioner");
    await claimant.type(LABELS.modelNumber, DETAILS.modelNumber);
    await claimant.type(LABELS.serialNumber, DETAILS.serialNumber);
    await claimant.type(LABELS.purchaseDate, DETAILS.purchaseDate);
    await claimant.type(LABELS.purchasePrice, DETAILS.purchasePriceTyped);
    await claimant.pick(LABELS.purchaseChannel, DETAILS.purchaseChannel);
    await claimant.type(LABELS.retailerName, DETAILS.retailerName);
    await claimant.check(DETAILS.problem);
    await claimant.type(LABELS.firstProblemDate, DETAILS.firstProblemDate);
    await claimant.check(LABELS.paidForRepair);
    await claimant.type(LABELS.repairDate, DETAILS.repairDate);
    await claimant.pick(LABELS.coveredByWarranty, DETAILS.coveredByWarranty);
    await claimant.type(LABELS.repairCost, DETAILS.repairCost);
    await claimant.pick(LABELS.howHeard, option("LocKey_Option_Other"));
    await claimant.typeInChoice(LABELS.howHeard, option("LocKey_Option_Other"), DETAILS.howHeardOther);
    await claimant.type(LABELS.description, DETAILS.description);
    await claimant.press("LocKey_Button_Next");

    await claimant.onPage("LocKey_PageTitle_PaymentElection");
    await claimant.pick(LABELS.paymentMethod, option("LocKey_Option_PaymentMethod_Check"));
    await claimant.press("LocKey_Button_Next");

    await claimant.onPage("LocKey_PageTitle_SupportingDocuments");
    await claimant.uploadReceipt();
    await claimant.press("LocKey_Button_Next");

    await claimant.onPage("LocKey_PageTitle_ClaimSummary");
    await claimant.type(LABELS.signature, signatureOf(claimant.member));
    await claimant.check(LABELS.attestation);
    await claimant.press("LocKey_Button_Submit");
    return { referenceCode: await claimant.referenceCode("LocKey_Confirmation_Body") };
  }
};

const documentsUploadClaim: ClaimFlow = {
  name: "DocumentsUpload claim",
  formType: "DocumentsUpload",
  run: async (claimant) => {
    await claimant.open("/documents-upload?culture=en", "LocKey_PageTitle_DocumentsUploadStart");
    await claimant.signIn();
    await claimant.onPage("LocKey_PageTitle_SupportingDocuments");
    await claimant.uploadReceipt();
    await claimant.press("LocKey_Button_SubmitDocuments");
    return { referenceCode: await claimant.referenceCode("LocKey_Confirmation_DocumentsBody") };
  }
};

const lookup: ClaimFlow = {
  name: "Lookup",
  formType: "Lookup",
  run: async (claimant) => {
    await claimant.open("/lookup?culture=en", "LocKey_PageTitle_LookupStart");
    await claimant.signIn("LocKey_Button_Lookup");
    for (const key of ["lastName", "mailingCity", "email"]) {
      const value = claimant.member.prepopulated[key];
      if (value !== null && value !== undefined) await claimant.waitForText(`the member's ${key} on file`, "main", value);
    }
    return { referenceCode: null };
  }
};

/** The flows, in the order each engine runs them. */
export const CLAIM_FLOWS: readonly ClaimFlow[] = [standardClaim, documentsUploadClaim, lookup];

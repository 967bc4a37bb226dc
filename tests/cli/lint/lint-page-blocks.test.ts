// claims lint on a case's page blocks (docs/case-directory.md, "Page blocks"), each check on a copy of the
// demo broken in one way: an unknown block, a text that is no localization key, a misspelt key of a block,
// fields named that the item lacks, placed twice or on no block, a name input or address block without its
// fields, a button or labelled value that says nothing, a link without its address, a record list that is
// not the page's, a record template given blocks, and a block's text missing from a culture's content.
import { afterAll, describe, expect, it } from "vitest";
import { copyDemo, editJson, removeCopies } from "../../domain/case/case-copy.ts";
import { type JsonFinding, lintJson } from "./run-lint.ts";

type Json = Record<string, unknown>;
interface Item {
  metadataHash: string;
  metadata: Record<string, string>;
  fields: Json[];
  blocks?: Json[];
}

afterAll(removeCopies);

const STANDARD = "forms/standard.json";
/** The demo's Standard items: 1 claimant information, 3 payment, 4 the documents' template, 5 the signature, 6 "no documents". */
const CLAIMANT = 1;
const PAYMENT = 3;
const DOCUMENTS = 4;
const SIGNATURE = 5;
const NO_DOCUMENTS = 6;

const lintBroken = async (change: (items: Item[]) => void): Promise<{ readonly code: number; readonly found: readonly (readonly [string, string])[] }> => {
  const dir = await copyDemo();
  await editJson(dir, STANDARD, change);
  const { code, findings } = await lintJson(dir);
  return { code, found: findings.map((finding: JsonFinding) => [finding.path, finding.problem] as const) };
};

const blocksOf = (items: Item[], index: number): Json[] => items[index]!.blocks!;

describe("claims lint's checks of page blocks", () => {
  it("9a. an unknown block, named with the nearest kind; a block that says no kind", async () => {
    const unknown = await lintBroken((items) => {
      blocksOf(items, CLAIMANT)[0] = { block: "bannr", text: "LocKey_PageIntro_ClaimantInfo" };
      blocksOf(items, PAYMENT)[1] = { tone: "information", text: "LocKey_Feedback_PaymentTiming" };
    });
    expect(unknown.code).toBe(1);
    const kinds = "copy, list, banner, feedback, button, dataSummary, fields, nameInput, address, records, captcha";
    expect(unknown.found).toEqual([
      [`[${String(CLAIMANT)}].blocks[0]`, `unknown block "bannr" (did you mean "banner"?); the blocks are ${kinds}`],
      [`[${String(PAYMENT)}].blocks[1]`, `a block says which it is in "block": one of ${kinds}`]
    ]);
  });

  it("9b. a text that is no localization key, a link to a script, and a misspelt key of a block", async () => {
    const wrong = await lintBroken((items) => {
      blocksOf(items, CLAIMANT)[0] = { block: "copy", text: "Check your name" };
      blocksOf(items, SIGNATURE)[0] = { block: "button", action: "link", href: "javascript:alert(1)", label: "LocKey_Button_PrintAnswers" };
    });
    expect(wrong.code).toBe(1);
    expect(wrong.found).toEqual([
      [`[${String(CLAIMANT)}].blocks[0].text`, "a text of a block is a localization key: LocKey_ then letters, digits or _"],
      [`[${String(SIGNATURE)}].blocks[0].href`, "a button's href is an https address or a path of this site starting with /"]
    ]);
    const misspelt = await lintBroken((items) => {
      blocksOf(items, PAYMENT)[1] = { block: "feedback", tone: "information", txt: "LocKey_Feedback_PaymentTiming", text: "LocKey_Feedback_PaymentTiming" };
    });
    expect(misspelt.found).toEqual([[`[${String(PAYMENT)}].blocks[1].txt`, "unknown key (misspelt or misplaced?)"]]);
  });

  it("9c. fields a block names that the item lacks, a field placed twice or on no block, a width for a field the block does not draw", async () => {
    const { code, found } = await lintBroken((items) => {
      blocksOf(items, CLAIMANT)[4] = { block: "fields", keys: ["emaill", "confirmEmailAddress", "firstName", "textOptIn", "contactPreference"], columns: { phone: 6 } };
    });
    expect(code).toBe(1);
    const at = `[${String(CLAIMANT)}].blocks`;
    expect(found).toEqual([
      [`${at}[4].keys[0]`, 'no field "emaill" in this item (did you mean "email"?)'],
      [`${at}[4].columns.phone`, '"phone" is not one of this block\'s keys'],
      [`${at}[4]`, 'field "firstName" is placed twice: first by blocks[1]'],
      [at, 'field "email" is on no block: no page would show it, yet the claim is judged with it'],
      [at, 'field "phone" is on no block: no page would show it, yet the claim is judged with it']
    ]);
  });

  it("9d. a name input whose style needs a field the item lacks, and an address block on an item with no address", async () => {
    const { code, found } = await lintBroken((items) => {
      items[CLAIMANT]!.fields = items[CLAIMANT]!.fields.filter((field) => field["key"] !== "middleInitial");
      blocksOf(items, PAYMENT).push({ block: "address" });
    });
    expect(code).toBe(1);
    expect(found).toEqual([
      [`[${String(CLAIMANT)}].blocks[1].style`, 'the firstMiddleInitialLast style needs the field "middleInitial" in this item'],
      [
        `[${String(PAYMENT)}].blocks[3]`,
        "an address block needs the item's address fields (mailingStreetLine1, mailingStreetLine2, mailingCity, mailingSubDivision, mailingPostalCode, mailingCountry, mailingSubDivisionNonUS, mailingPostalCodeNonUS); it has none"
      ]
    ]);
  });

  it("9e. a button or a labelled value with neither label nor icon (the spec's message), an icon alone unnamed, a link without href, a print with one", async () => {
    const { code, found } = await lintBroken((items) => {
      blocksOf(items, SIGNATURE).unshift(
        { block: "button", action: "print" },
        { block: "button", action: "print", icon: "print" },
        { block: "button", action: "link", label: "LocKey_Button_PrintAnswers" },
        { block: "button", action: "print", label: "LocKey_Button_PrintAnswers", href: "/standard" },
        {
          block: "dataSummary",
          header: "LocKey_Button_PrintAnswers",
          sections: [{ heading: "LocKey_Button_PrintAnswers", values: [
                { field: "signature" },
                { label: "LocKey_Button_PrintAnswers", field: "signatur" },
                { icon: "information", accessibleName: "LocKey_Button_PrintAnswers", field: "attestation" }
              ]
            }
          ]
        }
      );
    });
    expect(code).toBe(1);
    const at = `[${String(SIGNATURE)}].blocks`;
    expect(found).toEqual([
      [`${at}[0]`, "Either label or icon must have a value."],
      [`${at}[1]`, "an icon without a label needs accessibleName: the localization key a screen reader says"],
      [`${at}[2]`, 'a "link" button needs href: where it goes'],
      [`${at}[3].href`, 'a "print" button prints the page and takes no href'],
      [`${at}[4].sections[0].values[0]`, "Either label or icon must have a value."],
      [`${at}[4].sections[0].values[1].field`, 'no field "signatur" in this item (did you mean "signature"?)']
    ]);
  });

  it("9f. a record list that is no template of the form, one shown on another page, one placed twice, and a template given blocks", async () => {
    const { code, found } = await lintBroken((items) => {
      blocksOf(items, PAYMENT).push({ block: "records", list: "nwd-standard-documents" });
      blocksOf(items, SIGNATURE).push({ block: "records", list: "nwd-standard-dokuments" });
      blocksOf(items, NO_DOCUMENTS).push({ block: "records", list: "nwd-standard-documents" });
      items[DOCUMENTS]!.blocks = [{ block: "fields", keys: ["documentFile"] }];
    });
    expect(code).toBe(1);
    expect(found).toEqual([
      [`[${String(PAYMENT)}].blocks[3].list`, 'the list "nwd-standard-documents" is shown on the page SupportingDocuments, not on this item\'s'],
      [`[${String(DOCUMENTS)}].blocks`, "a record template's fields are drawn by its record list: it takes no blocks"],
      [`[${String(SIGNATURE)}].blocks[3].list`, 'no record template "nwd-standard-dokuments" in the Standard form (did you mean "nwd-standard-documents"?)'],
      [`[${String(NO_DOCUMENTS)}].blocks[4].list`, `the list "nwd-standard-documents" is placed twice: first by ${STANDARD} [${String(NO_DOCUMENTS)}].blocks[2]`]
    ]);
  });

  it("9h. a key twice in one block, a name style that leaves a field out, a data summary of a credential, a hidden field or a file", async () => {
    const { code, found } = await lintBroken((items) => {
      blocksOf(items, PAYMENT)[2] = { block: "fields", keys: ["paymentMethod", "paypalEmail", "paymentMethod"] };
      blocksOf(items, CLAIMANT)[1] = { block: "nameInput", style: "firstLast" };
      const summary = (field: string) => ({ block: "dataSummary", header: "LocKey_Button_PrintAnswers", sections: [{ heading: "LocKey_Button_PrintAnswers", values: [{ label: "LocKey_Button_PrintAnswers", field }] }] });
      blocksOf(items, 0).push(summary("pin"));
      blocksOf(items, SIGNATURE).push(summary("signatureDate"));
    });
    expect(code).toBe(1);
    expect(found).toEqual([
      ["[0].blocks[3].sections[0].values[0].field", "a data summary never shows a credential back"],
      [
        `[${String(CLAIMANT)}].blocks`,
        'field "middleInitial" is on no block: no page would show it, yet the claim is judged with it (the firstLast style leaves it out; "firstMiddleInitialLast" draws it)'
      ],
      [`[${String(PAYMENT)}].blocks[2].keys[2]`, '"paymentMethod" is named twice in this block'],
      [`[${String(SIGNATURE)}].blocks[3].sections[0].values[0].field`, 'a data summary shows the claimant\'s answers: "signatureDate" is a hidden field']
    ]);
  });

  it("9i. a page laid out by blocks in part, and a second captcha notice on a page", async () => {
    const { code, found } = await lintBroken((items) => {
      delete items[PAYMENT]!.blocks;
      items.push({ metadataHash: "nwd-standard-payment-note", metadata: { dtoMapping: "prepopulatedData", page: "PaymentElection" }, fields: [{ key: "note", control: "hidden" }], blocks: [{ block: "copy", text: "LocKey_PageIntro_PaymentElection" }] });
      blocksOf(items, SIGNATURE).push({ block: "captcha", text: "LocKey_Captcha_Notice", privacyLabel: "LocKey_Captcha_PrivacyPolicy", termsLabel: "LocKey_Captcha_Terms" });
    });
    expect(code).toBe(1);
    expect(found).toEqual([
      [`[${String(PAYMENT)}]`, "the page PaymentElection is laid out by blocks ([7].blocks); this item on it has none: give it blocks"],
      [`[${String(SIGNATURE)}].blocks[3]`, `the page ClaimSummary has its captcha notice already, at [${String(SIGNATURE)}].blocks[2]`]
    ]);
  });

  it("9g. a block's text missing from a culture's content", async () => {
    const { code, found } = await lintBroken((items) => {
      blocksOf(items, PAYMENT)[1] = { block: "feedback", tone: "information", heading: "LocKey_Heading_PaymentTimng", text: "LocKey_Feedback_PaymentTiming" };
    });
    expect(code).toBe(1);
    expect(found).toEqual([
      [`[${String(PAYMENT)}].blocks[1].heading`, '"LocKey_Heading_PaymentTimng" is missing from content/en.json'],
      [`[${String(PAYMENT)}].blocks[1].heading`, '"LocKey_Heading_PaymentTimng" is missing from content/es.json']
    ]);
  });
});

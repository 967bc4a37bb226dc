// POST /api/forms/<type>, judged like the site judges it: invalid fields, parts that do not decode,
// unknown or missing models, documents without records, and a payment election naming another account
// are each refused with a 400 naming them, and leave nothing filed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatePickerOptions } from "../../../domain/forms/date-picker-options.schema.ts";
import type { ValidationConfig } from "../../../domain/validation/validation-config.schema.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { documentsClaimParts, receipt, standardClaimParts } from "./claim-body.ts";
import { BOB, testCase } from "./http-case.ts";
import { issueCodes, submitBody, submitter, nothingFiled } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});


/** The test case with more rules on the claimant's name fields, as a case places them by configuration. */
const withNameRules = (extra: Readonly<Record<string, readonly { readonly type: string; readonly params?: Record<string, unknown> }[]>>) => {
  const base = testCase();
  const modelConfig = base.modelConfig.map((item) =>
    item.metadataHash !== "std-claimant"
      ? item
      : { ...item, fields: item.fields.map((field) => ({ ...field, validations: [...(field.validations ?? []), ...(extra[field.key] ?? [])] })) }
  );
  return { ...base, modelConfig };
};

/** The test case with the purchase date's picker (and so its rules) configured as given. */
const withPurchaseDatePicker = (datePicker: DatePickerOptions, validations?: readonly ValidationConfig[]) => {
  const base = testCase();
  const modelConfig = base.modelConfig.map((item) =>
    item.metadataHash !== "std-details"
      ? item
      : { ...item, fields: item.fields.map((field) => (field.key === "purchaseDate" ? { ...field, datePicker, ...(validations === undefined ? {} : { validations }) } : field)) }
  );
  return { ...base, modelConfig };
};

describe("the site's rules, judged again", () => {
  it("refuse the days a date picker does not offer, as the calendar and the browser do", async () => {
    // 7/4/2024 is disabled, 1/13/2024 fell on a Saturday, 1/16/2024 on a Tuesday.
    const claimsCase = withPurchaseDatePicker({ disabledDates: ["7/4/2024"], disabledWeekdays: [0, 6] });
    const { app, submit } = await submitter(store, { claimsCase });
    for (const purchaseDate of ["07/04/2024", "01/13/2024"]) {
      const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimDetails: { purchaseDate } })));
      expect(response.statusCode, purchaseDate).toBe(400);
      expect(submitBody(response).issues).toEqual([
        expect.objectContaining({ path: ["claimDetails_00000003", "purchaseDate"], code: "dateNotOffered", params: { date: purchaseDate } })
      ]);
    }
    expect(submitBody(await submit("standard", standardClaimParts({ claimDetails: { purchaseDate: "01/16/2024" } }))).submitted).toBe(true);
    await app.close();
  });

  it("refuse a day missing from a picker's allowed list", async () => {
    const { app, submit } = await submitter(store, { claimsCase: withPurchaseDatePicker({ allowedDates: ["1/16/2024"] }) });
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimDetails: { purchaseDate: "01/17/2024" } })));
    expect(issueCodes(response)).toEqual(["dateNotOffered"]);
    expect(submitBody(await submit("standard", standardClaimParts({ claimDetails: { purchaseDate: "1/16/2024" } }))).submitted).toBe(true);
    await app.close();
  });

  it("judge a month picker's answer as MM/yyyy within its range by month, and a year picker's as yyyy", async () => {
    const range = { type: "range", params: { min: "3/15/2019", max: "10/20/2020", kind: "date" } };
    const month = await submitter(store, { claimsCase: withPurchaseDatePicker({ view: "month" }, [{ type: "required" }, range]) });
    // Text that is no month is not inside the range either; the site shows the first, the format.
    for (const [purchaseDate, codes] of [["03/15/2019", ["monthFormat", "dateBetween"]], ["02/2019", ["dateBetween"]], ["11/2020", ["dateBetween"]]] as const) {
      const response = await nothingFiled(store, () => month.submit("standard", standardClaimParts({ claimDetails: { purchaseDate } })));
      expect(issueCodes(response), purchaseDate).toEqual(codes);
    }
    expect(submitBody(await month.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: "03/2019" } }))).submitted).toBe(true);
    await month.app.close();
    const year = await submitter(store, { claimsCase: withPurchaseDatePicker({ view: "year" }, [{ type: "required" }, range]) });
    for (const [purchaseDate, codes] of [["2019-1", ["yearFormat", "dateBetween"]], ["2021", ["dateBetween"]]] as const) {
      const response = await nothingFiled(store, () => year.submit("standard", standardClaimParts({ claimDetails: { purchaseDate } })));
      expect(issueCodes(response), purchaseDate).toEqual(codes);
    }
    expect(submitBody(await year.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: "2020" } }))).submitted).toBe(true);
    await year.app.close();
  });

  it("judge a range as the browser does: both ends, in order, within its length and its fixed end, no day not offered inside", async () => {
    const range = { type: "range", params: { min: "1/1/2024", max: "12/31/2024", kind: "date" } };
    const ranged = await submitter(store, {
      claimsCase: withPurchaseDatePicker({ selection: "range", minRangeDays: 3, maxRangeDays: 10, fixedEnd: "7/12/2024", disabledWeekdays: [0], noDisabledDaysInRange: true }, [{ type: "required" }, range])
    });
    // 7/7/2024 was a Sunday.
    const refused = [
      [["07/10/2024", ""], ["rangeEndMissing"]],
      [["07/12/2024", "07/10/2024"], ["rangeOrder"]],
      [["07/11/2024", "07/12/2024"], ["rangeTooShort"]],
      [["07/01/2024", "07/12/2024"], ["rangeTooLong"]],
      [["07/08/2024", "07/11/2024"], ["rangeFixedEnd"]],
      [["07/05/2024", "07/12/2024"], ["rangeHoldsDisabled"]],
      [["07/08/2024", "07/12/2024", "07/13/2024"], ["tooManyDates"]],
      ["07/08/2024", ["dateListExpected"]]
    ] as const;
    for (const [purchaseDate, codes] of refused) {
      const response = await nothingFiled(store, () => ranged.submit("standard", standardClaimParts({ claimDetails: { purchaseDate } })));
      expect(issueCodes(response), JSON.stringify(purchaseDate)).toEqual(codes);
    }
    const filed = await ranged.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: ["07/08/2024", "07/12/2024"] } }));
    expect(submitBody(filed).submitted).toBe(true);
    await ranged.app.close();
  });

  it("judge several days and a week as the browser does, and refuse a list where one date is taken or a list past the wire's cap", async () => {
    const several = await submitter(store, { claimsCase: withPurchaseDatePicker({ selection: "multiple", maxDates: 3 }) });
    for (const [purchaseDate, codes] of [
      [["07/08/2024", "7/8/2024"], ["dateRepeated"]],
      [["07/08/2024", "07/09/2024", "07/10/2024", "07/11/2024"], ["tooManyDates"]],
      [["07/08/2024", "07/32/2024"], ["dayFormat"]]
    ] as const) {
      const response = await nothingFiled(store, () => several.submit("standard", standardClaimParts({ claimDetails: { purchaseDate } })));
      expect(issueCodes(response), JSON.stringify(purchaseDate)).toEqual(codes);
    }
    // More dates than any field takes are refused as the part decodes, before any rule reads them.
    const flood = await nothingFiled(store, () => several.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: Array.from({ length: 61 }, () => "07/08/2024") } })));
    expect(issueCodes(flood)).toEqual(["invalidPart"]);
    // Nor is a list without a date, in any field: no date is null.
    const empty = await nothingFiled(store, () => several.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: [], paymentMethod: [] } })));
    expect(issueCodes(empty)).toEqual(["invalidPart", "invalidPart"]);
    expect(submitBody(await several.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: ["07/08/2024", "", "07/10/2024"] } }))).submitted).toBe(true);
    await several.app.close();

    const week = await submitter(store, { claimsCase: withPurchaseDatePicker({ selection: "week" }) });
    const notWhole = await nothingFiled(store, () => week.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: ["07/02/2024", "07/08/2024"] } })));
    expect(issueCodes(notWhole)).toEqual(["weekNotWhole"]);
    expect(submitBody(await week.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: ["07/01/2024", "07/07/2024"] } }))).submitted).toBe(true);
    await week.app.close();

    const single = await submitter(store, { claimsCase: withPurchaseDatePicker({}) });
    const listed = await nothingFiled(store, () => single.submit("standard", standardClaimParts({ claimDetails: { purchaseDate: ["07/08/2024"] } })));
    expect(issueCodes(listed)).toEqual(["oneDateOnly"]);
    await single.app.close();
  });

  it("refuse what the format validators placed by configuration refuse, as the browser does", async () => {
    const claimsCase = withNameRules({ lastName: [{ type: "alphabetic" }], firstName: [{ type: "numericBetween", params: { min: 1, max: 3 } }] });
    const { app, submit } = await submitter(store, { claimsCase });
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimantInfo: { lastName: "Lovelace 2nd", firstName: "Ada" } })));
    expect(response.statusCode).toBe(400);
    expect(submitBody(response).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["claimantInfo_00000002", "lastName"], code: "alphabetic" }),
        expect.objectContaining({ path: ["claimantInfo_00000002", "firstName"], code: "numericBetween" })
      ])
    );
    const accepted = await submit("standard", standardClaimParts({ claimantInfo: { lastName: "Lovelace", firstName: "2" } }));
    expect(submitBody(accepted).submitted).toBe(true);
    await app.close();
  });

  it("refuse invalid fields, naming each model and field", async () => {
    const { app, submit } = await submitter(store);
    const response = await nothingFiled(store, () =>
      submit("standard", standardClaimParts({ claimantInfo: { lastName: null, firstName: "Ada<script>" }, claimDetails: { purchaseDate: "12/31/2099" } }))
    );
    expect(response.statusCode).toBe(400);
    const body = submitBody(response);
    expect(body.submitted).toBe(false);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["claimantInfo_00000002", "lastName"], code: "required" }),
        expect.objectContaining({ path: ["claimantInfo_00000002", "firstName"], code: "restrictedCharacters" }),
        expect.objectContaining({ path: ["claimDetails_00000003", "purchaseDate"], code: "preventFutureDate" })
      ])
    );
    expect(body.error).toMatch(/^The claim has 3 problems/);
    await app.close();
  });

  it("refuse a part that is not JSON or not a model, a model the case does not know, and a missing model", async () => {
    const { app, submit } = await submitter(store);
    const cases: readonly [ReturnType<typeof standardClaimParts>, string][] = [
      [standardClaimParts().map((part) => (part.name === "claimantInfo" ? { name: "claimantInfo", value: "{not json" } : part)), "invalidJson"],
      [standardClaimParts().map((part) => (part.name === "claimDetails" ? { name: "claimDetails", value: '{"clientId": 7}' } : part)), "invalidPart"],
      [standardClaimParts().map((part) => (part.name === "documentContexts" ? { name: "documentContexts", value: "{}" } : part)), "invalidPart"],
      [
        standardClaimParts().map((part) =>
          part.name === "signature" ? { name: "signature", value: JSON.stringify({ clientId: "s1", id: null, metadataHash: "nope", fields: {} }) } : part
        ),
        "unknownModel"
      ],
      [
        standardClaimParts().map((part) =>
          part.name === "signature" ? { name: "signature", value: JSON.stringify({ clientId: "s1", id: null, metadataHash: "std-details", fields: {} }) } : part
        ),
        "wrongPart"
      ],
      [standardClaimParts({ signature: null }), "missingModel"],
      [standardClaimParts({ culture: "fr" }), "unknownCulture"],
      [standardClaimParts({ culture: "" }), "cultureRequired"],
      [standardClaimParts({ credentials: { noticeId: "NWD-10000002" } }), "credentialsMismatch"],
      [standardClaimParts({ claimantInfo: { lastName: "Love\u0000lace" } }), "unstorableText"],
      [standardClaimParts({ claimantInfo: { lastName: "Love\ud800lace" } }), "unstorableText"]
    ];
    for (const [parts, code] of cases) {
      const response = await nothingFiled(store, () => submit("standard", parts));
      expect(response.statusCode, code).toBe(400);
      expect(issueCodes(response), code).toContain(code);
    }
    await app.close();
  });

  it("refuse a required document list left empty, and a file without its record", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const empty = await nothingFiled(store, () => submit("documents-upload", documentsClaimParts([])));
    expect(empty.statusCode).toBe(400);
    expect(issueCodes(empty)).toContain("provideDocumentation");
    const orphan = await nothingFiled(store, () => submit("documents-upload", documentsClaimParts([receipt(1), receipt(2)], [])));
    expect(orphan.statusCode).toBe(400);
    expect(issueCodes(orphan)).toEqual(expect.arrayContaining(["documentContextMissing", "provideDocumentation"]));
    const fileless = await nothingFiled(store, () => submit("documents-upload", documentsClaimParts([], [{ clientId: "documentContexts_x", id: null, metadataHash: "du-documents", fields: { name: "a.pdf", documentType: "Receipt" } }])));
    expect(fileless.statusCode).toBe(400);
    expect(submitBody(fileless).issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["documentContexts_x", "documentFile"], code: "required" })]));
    await app.close();
  });

  it("refuse a claim with no document and no confirmation of none, or a confirmation beside a document, as the site does (userConfirmsNone)", async () => {
    // The documents list is optional here; a box on the same page confirms there are none.
    const base = testCase();
    const claimsCase = {
      ...base,
      modelConfig: [
        ...base.modelConfig.map((item) => (item.metadataHash === "du-documents" ? { ...item, metadata: { ...item.metadata, required: "false" } } : item)),
        {
          metadataHash: "du-none",
          metadata: { dtoMapping: "prepopulatedData" as const, formType: "DocumentsUpload", page: "SupportingDocuments" },
          fields: [{ key: "noDocuments", control: "checkbox" as const, validations: [{ type: "userConfirmsNone", params: { list: "du-documents" } }] }]
        }
      ]
    };
    const { app, submit } = await submitter(store, { claimsCase, authorized: ["documents-upload"] });
    const confirmation = (noDocuments: boolean) => ({ clientId: "prepopulatedData_none", id: null, metadataHash: "du-none", fields: { noDocuments } });
    const withConfirmation = (noDocuments: boolean, documents: ReturnType<typeof receipt>[]) =>
      documentsClaimParts(documents).map((part) => (part.name === "prepopulatedData" ? { ...part, value: JSON.stringify([confirmation(noDocuments)]) } : part));
    const unconfirmed = await nothingFiled(store, () => submit("documents-upload", withConfirmation(false, [])));
    expect(unconfirmed.statusCode).toBe(400);
    expect(submitBody(unconfirmed).issues).toEqual([expect.objectContaining({ path: ["prepopulatedData_none", "noDocuments"], code: "userConfirmsNone" })]);
    // "None" beside a document contradicts the claim: refused too.
    const contradicted = await nothingFiled(store, () => submit("documents-upload", withConfirmation(true, [receipt(3)])));
    expect(submitBody(contradicted).issues).toEqual([
      expect.objectContaining({ path: ["prepopulatedData_none", "noDocuments"], code: "userConfirmsNoneWithRecords" })
    ]);
    expect(submitBody(await submit("documents-upload", withConfirmation(true, []))).submitted).toBe(true);
    // A document lifts it: the box left unticked.
    expect(submitBody(await submit("documents-upload", withConfirmation(false, [receipt(1)]))).submitted).toBe(true);
    await app.close();
  });

  it("refuse two records naming the same file", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const response = await nothingFiled(store, () => submit("documents-upload", documentsClaimParts([receipt(1), { ...receipt(2), name: "RECEIPT-1.pdf" }])));
    expect(response.statusCode).toBe(400);
    expect(issueCodes(response)).toContain("duplicateDocumentFileName");
    await app.close();
  });
});

describe("the payment election", () => {
  it("files a wallet election naming the verified account in any letter case", async () => {
    const { app, submit } = await submitter(store);
    const response = await submit("standard", standardClaimParts({ claimDetails: { paymentMethod: " paypal ", paypalEmail: "ada@EXAMPLE.com" } }));
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it("refuses another account, or a member with none verified, as a non-matching payment election", async () => {
    const ada = await submitter(store);
    const other = await nothingFiled(store, () => ada.submit("standard", standardClaimParts({ claimDetails: { paymentMethod: "PayPal", paypalEmail: "someone@example.com" } })));
    expect(other.statusCode).toBe(400);
    expect(submitBody(other)).toMatchObject({ submitted: false, nonMatchingPaymentElection: true, error: expect.any(String) as unknown });
    await ada.app.close();
    const bob = await submitter(store, { member: BOB });
    const parts = standardClaimParts({
      credentials: { noticeId: BOB.credentials["noticeId"] ?? "", pin: BOB.credentials["pin"] ?? "" },
      claimDetails: { paymentMethod: "PayPal", paypalEmail: "bob@example.com" }
    });
    const none = await nothingFiled(store, () => bob.submit("standard", parts));
    expect(submitBody(none).nonMatchingPaymentElection).toBe(true);
    await bob.app.close();
  });
});

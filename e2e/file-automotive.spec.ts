// An Automotive claim filed by a member who may file one: the VIN typed under its mask, the vehicle's
// details, a row of the repairs table (claim transactions) saved as focus leaves it, the required document
// uploaded; every page axe-clean; the claim is in the database with its repair and its document.
import { createHash } from "node:crypto";
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { enterCredentials, expectNoAxeViolations, expectPage, fieldByLabel, labelPattern, next, startButton, usMembersFor } from "./support/file-claim.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { expect, test } from "./support/site-test.ts";
import { chooseCheck, fillClaimantInfo, radioGroup, RECEIPT_FILE, shownReferenceCode, signAndAttest, SMALL_PDF, submitButton, typeInto, uploadReceipt } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Automotive")[1]!;

const VEHICLE = {
  /** Typed over the VIN on file. */
  vin: "2NWKE7BR5NC310452",
  make: en("LocKey_Option_VehicleMake_Kestrel"),
  modelYear: "2019",
  ownership: en("LocKey_Option_OwnershipType_Owned"),
  acquisitionDate: "05/20/2019"
} as const;

const REPAIR = { date: "08/14/2021", shop: "Kestrel of Sacramento", amountTyped: "1875.50" } as const;

test("an Automotive claim with a VIN, a repair and its document is filed and is in the database", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  const looked = async (pageName: string): Promise<void> => {
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, pageName);
  };

  await page.goto("/automotive?culture=en");
  await expectPage(page, "LocKey_PageTitle_AutomotiveStart");
  await enterCredentials(page, MEMBER);
  await startButton(page).click();

  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  expect(new URL(page.url()).pathname).toBe("/automotive/claimant-info");
  await fillClaimantInfo(page, MEMBER);
  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  const vin = fieldByLabel(page, en("LocKey_Label_Vin"));
  await expect(vin).toHaveValue(MEMBER.prepopulated["vin"]!);
  await typeInto(page, en("LocKey_Label_Vin"), VEHICLE.vin);
  await expect(vin).toHaveValue(VEHICLE.vin);
  await fieldByLabel(page, en("LocKey_Label_VehicleMake")).selectOption({ label: VEHICLE.make });
  await typeInto(page, en("LocKey_Label_VehicleModelYear"), VEHICLE.modelYear);
  await radioGroup(page, en("LocKey_Label_OwnershipType")).getByRole("radio", { name: VEHICLE.ownership }).click();
  await typeInto(page, en("LocKey_Label_AcquisitionDate"), VEHICLE.acquisitionDate);

  // The repairs table starts empty; Add More opens "Repair 1".
  const repairs = page.getByRole("region", { name: en("LocKey_Records_ClaimTransactions") });
  await expect(repairs).toContainText(en("LocKey_Records_Empty"));
  await repairs.getByRole("button", { name: en("LocKey_Button_AddMore"), exact: true }).click();
  const row = repairs.getByRole("group", { name: en("LocKey_Records_ClaimTransactions_Row").replace("{number}", "1") });
  await row.getByLabel(labelPattern(en("LocKey_Label_RepairDate"))).fill(REPAIR.date);
  await row.getByLabel(labelPattern(en("LocKey_Label_RepairShop"))).fill(REPAIR.shop);
  const amount = row.getByLabel(labelPattern(en("LocKey_Label_RepairAmount")));
  await amount.click();
  await page.keyboard.type(REPAIR.amountTyped);
  // Leaving the row (past its Delete button) saves it.
  await page.keyboard.press("Tab");
  await expect(row.getByRole("button", { name: new RegExp(`^${en("LocKey_Button_Delete")}`) })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(repairs.getByRole("status")).toHaveText(en("LocKey_Message_Saved"));
  // The number mask drops a trailing zero once the field is left; what it shows then is what is filed.
  const shownAmount = await amount.inputValue();
  expect(shownAmount).toMatch(/^1,875\.50?$/);
  await looked("automotive-claim-details");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  await chooseCheck(page);
  await next(page);

  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  await uploadReceipt(page);
  await looked("automotive-supporting-documents");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  await signAndAttest(page, MEMBER);
  await looked("automotive-claim-summary");
  await submitButton(page).click();

  const referenceCode = await shownReferenceCode(page);
  expect(new URL(page.url()).pathname).toBe("/automotive/confirmation");
  await looked("automotive-confirmation");

  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim).toMatchObject({
    referenceCode,
    formType: "Automotive",
    payload: {
      credentials: { fields: { noticeId: MEMBER.noticeId } },
      claimDetails: {
        fields: { vin: VEHICLE.vin, vehicleMake: "Kestrel", vehicleModelYear: VEHICLE.modelYear, ownershipType: "Owned", acquisitionDate: VEHICLE.acquisitionDate }
      },
      claimTransactions: [{ fields: { repairDate: REPAIR.date, repairShop: REPAIR.shop, repairAmount: shownAmount } }],
      prepopulatedData: [{ fields: { paymentMethod: "Check" } }],
      documentContexts: [{ fields: { name: RECEIPT_FILE.name, documentType: "Receipt" } }]
    }
  });
  expect(claim!.payload["claimTransactions"]).toHaveLength(1);
  expect(claim!.documents).toEqual([
    expect.objectContaining({ name: RECEIPT_FILE.name, mediaType: "application/pdf", sha256: createHash("sha256").update(SMALL_PDF).digest("hex") })
  ]);
  expect(problems.list()).toEqual([]);
});

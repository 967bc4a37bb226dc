// An Automotive claim filed by a member who may file one: the VIN typed under its mask, the vehicle's
// details, a row of the repairs table (claim transactions) saved as focus leaves it, the required document
// uploaded; every page axe-clean; the claim is in the database with its repair and its document.
import { createHash } from "node:crypto";
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { enterCredentials, expectNoAxeViolations, expectPage, fieldByLabel, next, startButton, usMembersFor } from "./support/file-claim.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { expect, test } from "./support/site-test.ts";
import { addRepair, fillVehicle, REPAIR, repairsTable, VEHICLE } from "./support/automotive-claim.ts";
import { chooseCheck, fillClaimantInfo, RECEIPT_FILE, shownReferenceCode, signAndAttest, SMALL_PDF, submitButton, typeInto, uploadReceipt } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Automotive")[1]!;

/** Typed over the VIN on file. */
const VIN = "2NWKE7BR5NC310452";

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
  await typeInto(page, en("LocKey_Label_Vin"), VIN);
  await expect(vin).toHaveValue(VIN);
  await fillVehicle(page);
  await expect(repairsTable(page)).toContainText(en("LocKey_Records_Empty"));
  const shownAmount = await addRepair(page);
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
        fields: { vin: VIN, vehicleMake: "Kestrel", vehicleModelYear: VEHICLE.modelYear, ownershipType: "Owned", acquisitionDate: VEHICLE.acquisitionDate }
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

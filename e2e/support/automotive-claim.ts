// The Automotive form's own page, as the specs fill it in either language: the vehicle (make, model year,
// ownership, date acquired) and one repair, a row of the repairs table saved as focus leaves it. The VIN on
// file is kept. Labels and options come from the demo's content.
import { expect, type Locator, type Page } from "@playwright/test";
import { type DemoCulture, demoText } from "./demo-content.ts";
import { fieldByLabel, labelPattern } from "./file-claim.ts";
import { radioGroup, typeInto } from "./standard-claim.ts";

export const VEHICLE = { modelYear: "2019", acquisitionDate: "05/20/2019" } as const;
export const REPAIR = { date: "08/14/2021", shop: "Kestrel of Sacramento", amountTyped: "1875.50" } as const;

/** The repairs table (claim transactions) of the claim-details page. */
export const repairsTable = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("region", { name: demoText(culture, "LocKey_Records_ClaimTransactions") });

/** The vehicle's make, model year, ownership and date acquired. */
export const fillVehicle = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const text = (key: string): string => demoText(culture, key);
  await fieldByLabel(page, text("LocKey_Label_VehicleMake"), culture).selectOption({ label: text("LocKey_Option_VehicleMake_Kestrel") });
  await typeInto(page, text("LocKey_Label_VehicleModelYear"), VEHICLE.modelYear, culture);
  await radioGroup(page, text("LocKey_Label_OwnershipType"), culture).getByRole("radio", { name: text("LocKey_Option_OwnershipType_Owned") }).click();
  await typeInto(page, text("LocKey_Label_AcquisitionDate"), VEHICLE.acquisitionDate, culture);
};

/** Adds one repair (the form asks for one at least) and leaves its row, which saves it; gives the amount as shown. */
export const addRepair = async (page: Page, culture: DemoCulture = "en"): Promise<string> => {
  const text = (key: string): string => demoText(culture, key);
  const repairs = repairsTable(page, culture);
  await repairs.getByRole("button", { name: text("LocKey_Button_AddMore"), exact: true }).click();
  const row = repairs.getByRole("group", { name: text("LocKey_Records_ClaimTransactions_Row").replace("{number}", "1") });
  await row.getByLabel(labelPattern(text("LocKey_Label_RepairDate"), culture)).fill(REPAIR.date);
  await row.getByLabel(labelPattern(text("LocKey_Label_RepairShop"), culture)).fill(REPAIR.shop);
  const amount = row.getByLabel(labelPattern(text("LocKey_Label_RepairAmount"), culture));
  await amount.click();
  await page.keyboard.type(REPAIR.amountTyped);
  await page.keyboard.press("Tab");
  await expect(row.getByRole("button", { name: new RegExp(`^${text("LocKey_Button_Delete")}`) })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(repairs.getByRole("status")).toHaveText(text("LocKey_Message_Saved"));
  return amount.inputValue();
};

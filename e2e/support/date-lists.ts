// The claim details' dates that take a list (cases/demo/forms/standard.json): the ownership period, a range
// chosen in its calendar first day then last (axe-clean while the calendar is open, its status line saying
// what to choose next), and the technician's visits, one typed, another box added and its day chosen in
// the calendar. Both as a claimant does it with the pointer and the keyboard, in English or Spanish.
import { expect, type Locator, type Page } from "@playwright/test";
import { type DemoCulture, demoText } from "./demo-content.ts";
import { expectNoAxeViolations, labelPattern } from "./file-claim.ts";

/** The ownership period as filed: 3 to 28 June 2024. */
export const OWNERSHIP_PERIOD = ["06/03/2024", "06/28/2024"] as const;

/** The technician's visits as filed: Monday 6 and Tuesday 14 March 2023. */
export const SERVICE_VISITS = ["03/06/2023", "03/14/2023"] as const;

/** The field's fieldset, named by its label. */
const group = (page: Page, labelKey: string, culture: DemoCulture): Locator => page.getByRole("group", { name: labelPattern(demoText(culture, labelKey), culture) });

/** A day's cell as the calendar names it in the culture (date-fns' long date): "June 3rd, 2024", "3 de junio de 2024". */
const dayCell = (calendar: Locator, culture: DemoCulture, year: number, month: number, day: number): Locator => {
  const monthName = new Intl.DateTimeFormat(culture === "es" ? "es" : "en-US", { month: "long" }).format(new Date(2000, month - 1, 1));
  const english = `${monthName} ${String(day)}(?:st|nd|rd|th), ${String(year)}`;
  const spanish = `\\s${String(day)} de ${monthName} de ${String(year)}`;
  return calendar.getByRole("gridcell", { name: new RegExp(culture === "es" ? spanish : english, "i") });
};

/** Turns the calendar to the month with its month and year lists. */
const showMonth = async (calendar: Locator, culture: DemoCulture, year: number, month: number): Promise<void> => {
  await calendar.getByRole("combobox", { name: demoText(culture, "LocKey_DatePicker_Year") }).selectOption(String(year));
  await calendar.getByRole("combobox", { name: demoText(culture, "LocKey_DatePicker_Month") }).selectOption(String(month - 1));
};

/** The ownership period: the calendar opened, June 2024 shown, the 3rd then the 28th chosen. */
export const chooseOwnershipPeriod = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const label = demoText(culture, "LocKey_Label_OwnershipPeriod");
  const field = group(page, "LocKey_Label_OwnershipPeriod", culture);
  const name = `${demoText(culture, "LocKey_DatePicker_OpenDates")}, ${label}`;
  const opener = field.getByRole("button", { name });
  await opener.click();
  const calendar = page.getByRole("dialog", { name });
  await expect(calendar.getByRole("status")).toHaveText(demoText(culture, "LocKey_DateRange_ChooseStart"));
  await showMonth(calendar, culture, 2024, 6);
  await dayCell(calendar, culture, 2024, 6, 3).click();
  await expect(calendar.getByRole("status")).toHaveText(demoText(culture, "LocKey_DateRange_ChooseEnd").replace("{start}", OWNERSHIP_PERIOD[0]));
  // The range is at least two days long: its first day cannot also be its last.
  await expect(dayCell(calendar, culture, 2024, 6, 3)).toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page);
  await dayCell(calendar, culture, 2024, 6, 28).click();
  await expect(calendar).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(field.getByRole("textbox", { name: demoText(culture, "LocKey_DateRange_From") })).toHaveValue(OWNERSHIP_PERIOD[0]);
  await expect(field.getByRole("textbox", { name: demoText(culture, "LocKey_DateRange_To") })).toHaveValue(OWNERSHIP_PERIOD[1]);
};

/** The technician's visits: the first typed, another box added by keyboard, its day chosen in the calendar. */
export const enterServiceVisits = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const label = demoText(culture, "LocKey_Label_ServiceVisitDates");
  const field = group(page, "LocKey_Label_ServiceVisitDates", culture);
  const box = (number: number): Locator => field.getByRole("textbox", { name: demoText(culture, "LocKey_MultiDate_Date").replace("{number}", String(number)) });
  await box(1).fill("3/6/2023");
  await field.getByRole("button", { name: demoText(culture, "LocKey_MultiDate_Add") }).press("Enter");
  await expect(box(2)).toBeFocused();
  const name = `${demoText(culture, "LocKey_DatePicker_OpenDates")}, ${label}`;
  await field.getByRole("button", { name }).click();
  const calendar = page.getByRole("dialog", { name });
  // It opens on the month of the first day entered; Sundays are not offered.
  await expect(dayCell(calendar, culture, 2023, 3, 12)).toHaveAttribute("aria-disabled", "true");
  await dayCell(calendar, culture, 2023, 3, 14).click();
  await expect(calendar.getByRole("status")).toHaveText(
    demoText(culture, "LocKey_MultiDate_Count").replace("{chosen}", "2").replace("{max}", "5")
  );
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(box(1)).toHaveValue(SERVICE_VISITS[0]);
  await expect(box(2)).toHaveValue(SERVICE_VISITS[1]);
};

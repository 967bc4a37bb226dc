// The date block: typed dates under the mm/dd/yyyy mask and hint, and the calendar as an aid: opened by
// keyboard or pointer, closed by Escape, a press outside or a chosen day (focus back on its button), with
// the days outside the field's range disabled and a chosen day stored as the input shows it.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const purchaseDate = (overrides: Record<string, unknown> = {}) => ({
  key: "purchaseDate",
  control: "date",
  label: "Purchase date",
  maskName: "SLASH_DELIMITED_FULL_DATE",
  placeholder: "LocKey_Placeholder_Date",
  validations: [
    { type: "validDate", params: { formats: "M/d/yyyy" } },
    { type: "range", params: { min: "1/1/2016", max: "12/31/2024", kind: "date" } }
  ],
  ...overrides
});

const OPEN = new RegExp(`^${demoText("LocKey_DatePicker_Open")}, Purchase date$`);

const renderDateField = async (overrides: Record<string, unknown> = {}) => {
  const rendered = await renderFields(api, [purchaseDate(overrides)]);
  // The date block loads with the first page that draws one.
  const input = await screen.findByRole("textbox", { name: "Purchase date" });
  return { ...rendered, input, button: screen.getByRole("button", { name: OPEN }) };
};

const day = (name: RegExp) => within(screen.getByRole("dialog", { name: OPEN })).getByRole("gridcell", { name });

describe("the date block", () => {
  it("takes a typed date under the mask, hinted mm/dd/yyyy, and stores it as shown", async () => {
    const { user, input, valueOf } = await renderDateField();
    expect(input).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Date"));
    expect(input).toHaveAttribute("inputmode", "numeric");
    await user.type(input, "01152020");
    expect(input).toHaveValue("01/15/2020");
    expect(valueOf("purchaseDate")).toBe("01/15/2020");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it.each([
    ["3/15/2019", "03/15/2019"],
    ["1/5/2020", "01/05/2020"],
    ["12/5/2020", "12/05/2020"]
  ])("pads a one-digit month or day when its slash is typed: %j is stored as %j", async (typed, stored) => {
    const { user, input, valueOf } = await renderDateField();
    await user.type(input, typed);
    expect(input).toHaveValue(stored);
    expect(valueOf("purchaseDate")).toBe(stored);
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("pads a pasted date written with one-digit parts", async () => {
    const { user, input, valueOf } = await renderDateField();
    await user.click(input);
    await user.paste("3/15/2019");
    expect(input).toHaveValue("03/15/2019");
    expect(valueOf("purchaseDate")).toBe("03/15/2019");
    await user.clear(input);
    await user.paste("1/5/2020");
    expect(input).toHaveValue("01/05/2020");
    expect(valueOf("purchaseDate")).toBe("01/05/2020");
  });

  it("never puts back a padding zero the claimant deleted with Backspace", async () => {
    const { user, input, valueOf } = await renderDateField();
    await user.type(input, "3/");
    expect(input).toHaveValue("03/");
    await user.keyboard("{Backspace}");
    expect(input).toHaveValue("0");
    await user.keyboard("{Backspace}");
    expect(input).toHaveValue("");
    expect(valueOf("purchaseDate")).toBeNull();
    await user.keyboard("4/1/2020");
    expect(input).toHaveValue("04/01/2020");
    expect(valueOf("purchaseDate")).toBe("04/01/2020");
  });

  it("gives the mm/dd/yyyy hint to a date field whose configuration names no placeholder", async () => {
    const { input } = await renderDateField({ placeholder: undefined });
    expect(input).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Date"));
  });

  it("says when a typed date is outside the field's range", async () => {
    const { user, input, valueOf } = await renderDateField();
    await user.type(input, "01012030");
    await user.tab();
    expect(valueOf("purchaseDate")).toBe("01/01/2030");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Enter a date between 01\/01\/2016 and 12\/31\/2024$/);
  });

  it("opens the calendar by keyboard on the nearest day the range allows, and a day chosen with the keys is stored", async () => {
    const { user, input, button, valueOf } = await renderDateField();
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(input);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: OPEN });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", dialog.id);
    // Today is after the range, so the calendar opens on its last day.
    expect(day(/December 31st, 2024/)).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(day(/December 30th, 2024/)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("12/30/2024");
    expect(valueOf("purchaseDate")).toBe("12/30/2024");
  });

  it("opens on the entered date; a clicked day is stored, validated, and closes it with focus back on the button", async () => {
    const { user, input, button, valueOf, session } = await renderDateField();
    await user.type(input, "01152020");
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: OPEN })).toBeInTheDocument();
    expect(day(/January 15th, 2020/)).toHaveAttribute("aria-selected", "true");
    await user.click(day(/January 22nd, 2020/));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(input).toHaveValue("01/22/2020");
    expect(valueOf("purchaseDate")).toBe("01/22/2020");
    expect(session.getSnapshot().pageIssues).toEqual([]);
  });

  it("replaces an out-of-range date with the chosen day, whose validation clears the message", async () => {
    const { user, input, button, valueOf } = await renderDateField();
    await user.type(input, "01012030");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.click(button);
    await screen.findByRole("dialog", { name: OPEN });
    expect(screen.queryByRole("gridcell", { selected: true })).toBeNull();
    await user.click(day(/December 24th, 2024/));
    expect(valueOf("purchaseDate")).toBe("12/24/2024");
    expect(input).toHaveValue("12/24/2024");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Date"));
  });

  it("closes on Escape with focus back on the button, and on a press outside it", async () => {
    const { user, button } = await renderDateField();
    await user.click(button);
    await screen.findByRole("dialog", { name: OPEN });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    await screen.findByRole("dialog", { name: OPEN });
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("disables the days outside the field's range, and the month and year lists are labelled", async () => {
    const { user, button, valueOf } = await renderDateField({
      validations: [{ type: "range", params: { min: "1/10/2020", max: "2/20/2020", kind: "date" } }]
    });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: OPEN });
    // Today is after the range: the calendar opens on its last month.
    expect(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month") })).toHaveDisplayValue("February");
    expect(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Year") })).toHaveDisplayValue("2020");
    expect(within(dialog).getAllByRole("option", { name: /^\d{4}$/ }).map((option) => option.textContent)).toEqual(["2020"]);
    expect(day(/February 20th, 2020/)).toHaveAttribute("aria-disabled", "false");
    expect(day(/February 21st, 2020/)).toHaveAttribute("aria-disabled", "true");
    // At the range's end the paging button says it is unavailable, and keeps focus if it has it.
    expect(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_NextMonth") })).toHaveAttribute("aria-disabled", "true");
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_PreviousMonth") }));
    expect(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month") })).toHaveDisplayValue("January");
    expect(day(/January 9th, 2020/)).toHaveAttribute("aria-disabled", "true");
    expect(day(/January 10th, 2020/)).toHaveAttribute("aria-disabled", "false");
    expect(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_PreviousMonth") })).toHaveAttribute("aria-disabled", "true");
    // A disabled day cannot be chosen.
    await user.click(day(/January 9th, 2020/));
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
    expect(valueOf("purchaseDate")).toBeNull();
  });

  it("moves the calendar to a year and month picked from its lists, weeks starting on Monday", async () => {
    const { user, button, valueOf } = await renderDateField();
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: OPEN });
    expect(within(dialog).getAllByRole("columnheader")[0]).toHaveTextContent("Mon");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Year") }), "2018");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month") }), "March");
    await user.click(day(/March 7th, 2018/));
    expect(valueOf("purchaseDate")).toBe("03/07/2018");
  });

  it("is disabled, button and all, while a dependency with disableInsteadOfHide is unmet", async () => {
    await renderFields(api, [
      { key: "owned", control: "text", label: "Owned" },
      purchaseDate({ dependencies: { conditions: [{ field: "owned", hasValue: true }], disableInsteadOfHide: true } })
    ]);
    expect(screen.getByRole("textbox", { name: "Purchase date" })).toBeDisabled();
    expect(screen.getByRole("button", { name: OPEN })).toBeDisabled();
  });
});

describe("the calendar in Spanish", () => {
  it("names each day as a Spanish screen reader says it, chosen or not available", async () => {
    const { user, input, router } = await renderDateField();
    await user.type(input, "01152020");
    await router.navigate("/?culture=es");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart", "es") });
    const openName = new RegExp(`^${demoText("LocKey_DatePicker_Open", "es")}, Purchase date$`);
    await user.click(screen.getByRole("button", { name: openName }));
    const calendar = await screen.findByRole("dialog", { name: openName });
    const choose = demoText("LocKey_DatePicker_ChooseDay", "es");
    expect(within(calendar).getByRole("gridcell", { name: `${choose} miércoles, 15 de enero de 2020` })).toHaveAttribute("aria-selected", "true");
    await user.selectOptions(within(calendar).getByRole("combobox", { name: demoText("LocKey_DatePicker_Year", "es") }), "2016");
    await user.selectOptions(within(calendar).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month", "es") }), "0");
    // 1 January 2016 is the range's first day; the days before it in the grid cannot be chosen.
    expect(within(calendar).getByRole("gridcell", { name: `${demoText("LocKey_DatePicker_DayNotAvailable", "es")} jueves, 31 de diciembre de 2015` })).toHaveAttribute("aria-disabled", "true");
  });
});

// The select block: the empty placeholder first (the default select placeholder unless the field names
// one, and never as a hint), translated options, the choice stored (the placeholder as null), its first
// issue after leaving it, disabled by a dependency, and the address block's fixed lists.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../../domain/address/countries.ts";
import { US_SUBDIVISIONS } from "../../../domain/address/us-subdivisions.ts";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const PRODUCT = {
  key: "productType",
  control: "select",
  label: "LocKey_Label_ProductType",
  options: [
    { value: "Refrigerator", label: "LocKey_Option_ProductType_Refrigerator" },
    { value: "Dehumidifier", label: "LocKey_Option_ProductType_Dehumidifier" }
  ],
  validations: [{ type: "required" }]
};

describe("the select block", () => {
  it("starts at the default placeholder, offers the translated options and stores the choice, the placeholder as null", async () => {
    const { user, valueOf } = await renderFields(api, [PRODUCT]);
    const select = screen.getByRole("combobox", { name: `${demoText("LocKey_Label_ProductType")} ${demoText("LocKey_Required_Marker")}` });
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual([
      demoText("LocKey_Select_DefaultPlaceholder"),
      demoText("LocKey_Option_ProductType_Refrigerator"),
      demoText("LocKey_Option_ProductType_Dehumidifier")
    ]);
    expect(select).toHaveValue("");
    expect(select).not.toHaveAccessibleDescription();
    await user.selectOptions(select, demoText("LocKey_Option_ProductType_Dehumidifier"));
    expect(valueOf("productType")).toBe("Dehumidifier");
    expect(select).toHaveValue("Dehumidifier");
    await user.selectOptions(select, demoText("LocKey_Select_DefaultPlaceholder"));
    expect(valueOf("productType")).toBeNull();
    expect(select).toHaveValue("");
  });

  it("shows only its first issue once left, tied to it, and clears it once a value is chosen", async () => {
    const { user } = await renderFields(api, [
      { ...PRODUCT, validations: [{ type: "required" }, { type: "RequireOnePropertyToHaveAValue", params: { fields: ["productType"] } }] },
      { key: "after", control: "text", label: "After" }
    ]);
    const select = screen.getByRole("combobox", { name: new RegExp(`^${demoText("LocKey_Label_ProductType")}`) });
    expect(select).not.toHaveAttribute("aria-invalid");
    await user.click(select);
    await user.tab();
    expect(screen.getByRole("textbox", { name: "After" })).toHaveFocus();
    await waitFor(() => {
      expect(select).toHaveAttribute("aria-invalid", "true");
    });
    expect(select).toHaveAccessibleDescription(new RegExp(`^${demoText("LocKey_Error_Prefix")}\\s*${demoText("LocKey_Validation_Required")}$`));
    expect(screen.queryByText(demoText("require-one-property-to-have-a-value"))).toBeNull();
    await user.selectOptions(select, "Refrigerator");
    expect(select).not.toHaveAttribute("aria-invalid");
    expect(select).not.toHaveAccessibleDescription();
  });

  it("names its empty option with the field's placeholder key when it has one", async () => {
    await renderFields(api, [{ ...PRODUCT, placeholder: "LocKey_Label_ProductType" }]);
    const select = screen.getByRole("combobox", { name: new RegExp(`^${demoText("LocKey_Label_ProductType")}`) });
    expect(within(select).getAllByRole("option")[0]).toHaveTextContent(demoText("LocKey_Label_ProductType"));
    expect(within(select).getAllByRole("option")[0]).toHaveValue("");
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet", async () => {
    await renderFields(api, [
      { key: "owner", control: "text", label: "Owner" },
      { ...PRODUCT, validations: [], dependencies: { conditions: [{ field: "owner", hasValue: true }], disableInsteadOfHide: true } }
    ]);
    expect(screen.getByRole("combobox", { name: demoText("LocKey_Label_ProductType") })).toBeDisabled();
  });

  it("offers the US subdivisions and the countries to the address selects that configure no options", async () => {
    const { user, valueOf } = await renderFields(api, [
      { key: "mailingSubDivision", control: "select", label: "LocKey_Label_MailingSubDivision" },
      { key: "mailingCountry", control: "select", label: "LocKey_Label_MailingCountry", defaultValue: "US" }
    ]);
    const state = screen.getByRole("combobox", { name: demoText("LocKey_Label_MailingSubDivision") });
    const states = within(state).getAllByRole("option");
    expect(states).toHaveLength(US_SUBDIVISIONS.length + 1);
    expect(states.map((option) => option.getAttribute("value"))).toEqual(expect.arrayContaining(["DC", "PR", "FM", "AA", "AE", "AP"]));
    expect(state).toHaveAttribute("autocomplete", "address-level1");
    await user.selectOptions(state, "Puerto Rico");
    expect(valueOf("mailingSubDivision")).toBe("PR");

    const country = screen.getByRole("combobox", { name: demoText("LocKey_Label_MailingCountry") });
    expect(country).toHaveValue("US");
    expect(country).toHaveAttribute("autocomplete", "country");
    const countries = within(country).getAllByRole("option");
    expect(countries).toHaveLength(COUNTRIES.length + 1);
    expect(countries[1]).toHaveTextContent("United States");
    await user.selectOptions(country, "Canada");
    expect(valueOf("mailingCountry")).toBe("CA");
  });

  it("keeps a configured option list for an address key", async () => {
    await renderFields(api, [
      { key: "mailingCountry", control: "select", label: "LocKey_Label_MailingCountry", options: [{ value: "US", label: "LocKey_Option_YesNo_Yes" }] }
    ]);
    const country = screen.getByRole("combobox", { name: demoText("LocKey_Label_MailingCountry") });
    expect(within(country).getAllByRole("option").map((option) => option.textContent)).toEqual([
      demoText("LocKey_Select_DefaultPlaceholder"),
      demoText("LocKey_Option_YesNo_Yes")
    ]);
  });

  it("names the countries in the page's language, the default country first", async () => {
    const { user } = await renderFields(api, [{ key: "mailingCountry", control: "select", label: "LocKey_Label_MailingCountry" }]);
    await user.click(screen.getByRole("link", { name: "Español" }));
    const country = await screen.findByRole("combobox", { name: demoText("LocKey_Label_MailingCountry", "es") });
    const names = within(country).getAllByRole("option").map((option) => option.textContent);
    expect(names[0]).toBe(demoText("LocKey_Select_DefaultPlaceholder", "es"));
    expect(names[1]).toBe("Estados Unidos");
    expect(names).toContain("Alemania");
    const rest = names.slice(2);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "es")));
  });
});

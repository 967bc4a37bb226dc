// The address block on the page: with international support the country select shows, and the US fields
// for the US, the non-US ones for any other country; without it no country select, the US fields, never
// the non-US ones. The demo case's claimant fields (with their own dependencies) behave the same; the
// personal fields carry their autocomplete tokens.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const ADDRESS = [
  { key: "mailingStreetLine1", control: "text", label: "LocKey_Label_MailingStreetLine1" },
  { key: "mailingCity", control: "text", label: "LocKey_Label_MailingCity" },
  { key: "mailingSubDivision", control: "select", label: "LocKey_Label_MailingSubDivision" },
  { key: "mailingPostalCode", control: "text", label: "LocKey_Label_MailingPostalCode" },
  { key: "mailingCountry", control: "select", label: "LocKey_Label_MailingCountry", defaultValue: "US" },
  { key: "mailingSubDivisionNonUS", control: "text", label: "LocKey_Label_MailingSubDivisionNonUS" },
  { key: "mailingPostalCodeNonUS", control: "text", label: "LocKey_Label_MailingPostalCodeNonUS" }
];

const demoClaimantFields = (): readonly Record<string, unknown>[] => {
  const items = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../cases/demo/forms/standard.json"), "utf8")) as {
    metadataHash: string;
    fields: Record<string, unknown>[];
  }[];
  return items.find((item) => item.metadataHash === "nwd-standard-claimant")?.fields ?? [];
};

/** A name that starts with the label's text (a required marker may follow). */
const startingWith = (key: string): RegExp => new RegExp(`^${demoText(key).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const country = () => screen.queryByRole("combobox", { name: startingWith("LocKey_Label_MailingCountry") });
const usState = () => screen.queryByRole("combobox", { name: startingWith("LocKey_Label_MailingSubDivision") });
const zip = () => screen.queryByRole("textbox", { name: startingWith("LocKey_Label_MailingPostalCode") });
const region = () => screen.queryByRole("textbox", { name: startingWith("LocKey_Label_MailingSubDivisionNonUS") });
const postalCode = () => screen.queryByRole("textbox", { name: startingWith("LocKey_Label_MailingPostalCodeNonUS") });

const expectUsFields = () => {
  expect(usState()).not.toBeNull();
  expect(zip()).not.toBeNull();
  expect(region()).toBeNull();
  expect(postalCode()).toBeNull();
};

const expectNonUsFields = () => {
  expect(usState()).toBeNull();
  expect(zip()).toBeNull();
  expect(region()).not.toBeNull();
  expect(postalCode()).not.toBeNull();
};

describe("the address block", () => {
  it("with international support: shows the country select, the US fields for the US and the non-US ones otherwise", async () => {
    const { user, valueOf } = await renderFields(api, ADDRESS, { settings: { internationalAddress: true } });
    expect(country()).toHaveValue("US");
    expectUsFields();
    await user.selectOptions(country()!, "Canada");
    expect(valueOf("mailingCountry")).toBe("CA");
    expectNonUsFields();
    await user.selectOptions(country()!, "United States");
    expectUsFields();
  });

  it("without international support: no country select, the US fields, and never the non-US ones", async () => {
    await renderFields(api, ADDRESS, { settings: { internationalAddress: false } });
    expect(country()).toBeNull();
    expectUsFields();
    expect(screen.getByRole("textbox", { name: demoText("LocKey_Label_MailingCity") })).toBeVisible();
  });

  it("without international support, keeps to the US fields even for a non-US country value", async () => {
    await renderFields(api, ADDRESS.map((field) => (field.key === "mailingCountry" ? { ...field, defaultValue: "MX" } : field)), {
      settings: { internationalAddress: false }
    });
    expect(country()).toBeNull();
    expectUsFields();
  });

  it("agrees with the demo case's own dependencies on mailingCountry", async () => {
    const { user } = await renderFields(api, demoClaimantFields(), { settings: { internationalAddress: true } });
    expectUsFields();
    await user.selectOptions(country()!, "Germany");
    expectNonUsFields();
    await user.selectOptions(country()!, "United States");
    expectUsFields();
  });

  it("hides the demo's country select and non-US fields without international support", async () => {
    await renderFields(api, demoClaimantFields(), { settings: { internationalAddress: false } });
    expect(country()).toBeNull();
    expectUsFields();
  });

  it("gives the personal fields their autocomplete tokens, and draws the fields in their configured order", async () => {
    await renderFields(api, demoClaimantFields(), { settings: { internationalAddress: true } });
    const tokens: readonly (readonly [string, string])[] = [
      ["LocKey_Label_FirstName", "given-name"],
      ["LocKey_Label_MiddleInitial", "additional-name"],
      ["LocKey_Label_LastName", "family-name"],
      ["LocKey_Label_MailingStreetLine1", "address-line1"],
      ["LocKey_Label_MailingStreetLine2", "address-line2"],
      ["LocKey_Label_MailingCity", "address-level2"],
      ["LocKey_Label_MailingPostalCode", "postal-code"],
      ["LocKey_Label_Email", "email"],
      ["LocKey_Label_ConfirmEmailAddress", "email"],
      ["LocKey_Label_Phone", "tel"]
    ];
    const inputs = tokens.map(([label]) => screen.getByRole("textbox", { name: startingWith(label) }));
    inputs.forEach((input, index) => {
      expect(input).toHaveAttribute("autocomplete", tokens[index]![1]);
    });
    expect(usState()).toHaveAttribute("autocomplete", "address-level1");
    expect(country()).toHaveAttribute("autocomplete", "country");
    const inDocumentOrder = screen.getAllByRole("textbox").filter((input) => inputs.includes(input));
    expect(inDocumentOrder).toEqual(inputs);
  });
});

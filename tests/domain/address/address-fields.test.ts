// The address block's rule: the country select only with international support; US fields for the US
// (and always without international support); non-US fields only for another country with it. The demo
// case's dependencies on mailingCountry must reach the same verdict for every country of the list.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADDRESS_KEYS, addressCountry, addressFieldShows, withAddressCountry } from "../../../domain/address/address-fields.ts";
import { addressOptions } from "../../../domain/address/address-options.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { COUNTRIES } from "../../../domain/address/countries.ts";
import { US_SUBDIVISIONS } from "../../../domain/address/us-subdivisions.ts";
import { evaluateDependencies } from "../../../domain/dependencies/dependency-evaluator.ts";
import { FieldConfig } from "../../../domain/forms/field-config.schema.ts";

const US_KEYS = [ADDRESS_KEYS.subDivision, ADDRESS_KEYS.postalCode];
const NON_US_KEYS = [ADDRESS_KEYS.subDivisionNonUS, ADDRESS_KEYS.postalCodeNonUS];
const OTHER_KEYS = ["mailingStreetLine1", "mailingStreetLine2", "mailingCity", "firstName", "email"];

const shown = (country: string | null, international: boolean): readonly string[] =>
  [ADDRESS_KEYS.country, ...US_KEYS, ...NON_US_KEYS].filter((key) => addressFieldShows(key, { country, international }));

describe("addressFieldShows", () => {
  it("without international support: no country select, the US fields, never the non-US ones, whatever the country", () => {
    expect(shown("US", false)).toEqual(US_KEYS);
    expect(shown("CA", false)).toEqual(US_KEYS);
    expect(shown(null, false)).toEqual(US_KEYS);
  });

  it("with international support: the country select, and the US fields for the US only", () => {
    expect(shown("US", true)).toEqual([ADDRESS_KEYS.country, ...US_KEYS]);
    expect(shown("CA", true)).toEqual([ADDRESS_KEYS.country, ...NON_US_KEYS]);
    expect(shown("MX", true)).toEqual([ADDRESS_KEYS.country, ...NON_US_KEYS]);
  });

  it("counts a blank country as the default country, and reads a code whatever its case or spaces", () => {
    expect(shown(null, true)).toEqual([ADDRESS_KEYS.country, ...US_KEYS]);
    expect(shown("  ", true)).toEqual([ADDRESS_KEYS.country, ...US_KEYS]);
    expect(shown(" us ", true)).toEqual([ADDRESS_KEYS.country, ...US_KEYS]);
    expect(addressCountry(" ca")).toBe("CA");
    expect(addressCountry(7)).toBe("US");
  });

  it("says nothing against the other fields of a model", () => {
    for (const key of OTHER_KEYS) {
      expect(addressFieldShows(key, { country: "CA", international: true })).toBe(true);
      expect(addressFieldShows(key, { country: "US", international: false })).toBe(true);
    }
  });

  it("shows exactly one of the US and non-US sets for any country value and switch", () => {
    const country = fc.oneof(fc.constant(null), fc.string({ maxLength: 4 }), fc.constantFrom(...COUNTRIES.map((entry) => entry.value)));
    fc.assert(
      fc.property(country, fc.boolean(), (value, international) => {
        const us = US_KEYS.every((key) => addressFieldShows(key, { country: value, international }));
        const nonUs = NON_US_KEYS.every((key) => addressFieldShows(key, { country: value, international }));
        const noneOfUs = US_KEYS.every((key) => !addressFieldShows(key, { country: value, international }));
        const noneOfNonUs = NON_US_KEYS.every((key) => !addressFieldShows(key, { country: value, international }));
        expect((us && noneOfNonUs) !== (nonUs && noneOfUs)).toBe(true);
        expect(addressFieldShows(ADDRESS_KEYS.country, { country: value, international })).toBe(international);
      })
    );
  });
});

describe("addressOptions", () => {
  it("gives the state select the US subdivisions and the country select the countries, no list to other keys", () => {
    expect(addressOptions(ADDRESS_KEYS.subDivision)).toBe(US_SUBDIVISIONS);
    expect(addressOptions(ADDRESS_KEYS.country)).toBe(COUNTRIES);
    expect(addressOptions(ADDRESS_KEYS.subDivisionNonUS)).toBeNull();
    expect(addressOptions("productType")).toBeNull();
  });
});

describe("the demo case's address dependencies", () => {
  const standard: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../cases/demo/forms/standard.json"), "utf8"));
  const claimant = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ metadataHash: Schema.String, fields: Schema.Array(FieldConfig) })))(standard)
    .find((item) => item.metadataHash === "nwd-standard-claimant");
  const fields = claimant?.fields ?? [];
  const blank = Object.fromEntries(fields.map((field) => [field.key, null]));
  const visibleByConfig = (country: string, key: string): boolean | undefined =>
    evaluateDependencies(fields, { fields: { ...blank, [ADDRESS_KEYS.country]: country } }).states[key]?.visible;

  it("hold every address field of the rule", () => {
    expect(fields.map((field) => field.key)).toEqual(expect.arrayContaining([ADDRESS_KEYS.country, ...US_KEYS, ...NON_US_KEYS]));
  });

  it("show the same US and non-US fields as the rule (with international support) for every country of the list", () => {
    for (const { value } of COUNTRIES) {
      for (const key of [...US_KEYS, ...NON_US_KEYS]) {
        expect({ value, key, shows: visibleByConfig(value, key) }).toEqual({
          value,
          key,
          shows: addressFieldShows(key, { country: value, international: true })
        });
      }
    }
  });

  it("show the US fields for the demo's default country, as the rule does without international support", () => {
    const country = fields.find((field) => field.key === ADDRESS_KEYS.country)?.defaultValue;
    expect(country).toBe("US");
    for (const key of [...US_KEYS, ...NON_US_KEYS]) {
      expect(visibleByConfig("US", key)).toBe(addressFieldShows(key, { country: "US", international: false }));
    }
  });
});

describe("the address country without international support", () => {
  const model = (fields: FormModel["fields"]): FormModel => ({
    clientId: "claimantInfo_ABCDEFGH",
    id: null,
    metadata: { dtoMapping: "claimantInfo" },
    metadataHash: "h",
    fields,
    fieldStates: {}
  });

  it("becomes US whatever was prepopulated, without marking the field edited", () => {
    for (const country of ["CA", null, "us"]) {
      const settled = withAddressCountry(model({ mailingCountry: country, mailingCity: "Vancouver" }), false);
      expect(settled.fields).toEqual({ mailingCountry: "US", mailingCity: "Vancouver" });
      expect(settled.fieldStates).toEqual({});
    }
  });

  it("is left as it is with international support, and a model without a country is untouched", () => {
    const canadian = model({ mailingCountry: "CA" });
    expect(withAddressCountry(canadian, true)).toBe(canadian);
    const noAddress = model({ firstName: "Keisha" });
    expect(withAddressCountry(noAddress, false)).toBe(noAddress);
  });
});

import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { formatForDisplay, unmask } from "../../../domain/masks/mask-pipes.ts";

describe("formatting a raw value for display", () => {
  it.each([
    ["USA_PHONE_NUMBER", "1234567890", "(123) 456-7890"],
    ["USA_PHONE_NUMBER", "1234", "(123) 4"],
    ["USA_PHONE_NUMBER", "123-456-78901234", "(123) 456-7890"],
    ["USA_PHONE_NUMBER", "phone: 555 0100", "(555) 010-0"],
    ["USA_PHONE_NUMBER", "000c", "(000"],
    ["USA_PHONE_NUMBER", " ", ""],
    ["USA_PHONE_NUMBER", "(", ""],
    ["ZIP_CODE", "123456789", "12345-6789"],
    ["ZIP_CODE", "12345", "12345"],
    ["ZIP_CODE", "1234567890", "12345-6789"],
    ["ZIP_CODE", "ABCDE", ""],
    ["CURRENCY_COMMA_DELIMITED", "1234567", "1,234,567"],
    ["CURRENCY_COMMA_DELIMITED", "999", "999"],
    ["CURRENCY_COMMA_DELIMITED", "1,234,567", "1,234,567"],
    ["CURRENCY_COMMA_DELIMITED", "-5", "5"],
    ["CURRENCY_COMMA_DELIMITED", "007", "7"],
    ["CURRENCY_COMMA_DELIMITED", "$12 USD", "12"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "1234567.89", "1,234,567.89"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "1234567.891", "1,234,567.89"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "1234.5", "1,234.5"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "-1.25", "1.25"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "abc", ""],
    ["SLASH_DELIMITED_FULL_DATE", "12311999", "12/31/1999"],
    ["SLASH_DELIMITED_FULL_DATE", "12/31/1999", "12/31/1999"],
    ["SLASH_DELIMITED_FULL_DATE", "12", "12/"],
    ["SLASH_DELIMITED_FULL_DATE", "1231", "12/31/"],
    ["SLASH_DELIMITED_FULL_DATE", "123119991", "12/31/1999"],
    ["SLASH_DELIMITED_FULL_DATE", "Dec 31", "31/"],
    ["SLASH_DELIMITED_FULL_DATE", "3/15/2019", "03/15/2019"],
    ["SLASH_DELIMITED_FULL_DATE", "1/5/2020", "01/05/2020"],
    ["SLASH_DELIMITED_FULL_DATE", "12/5/2020", "12/05/2020"],
    ["INTERNATIONAL_PHONE_NUMBER", "+44 20 7946 0958", "442079460958"],
    ["INTERNATIONAL_PHONE_NUMBER", "12345678901234567890", "1234567890123456"],
    ["VIN", "1HGCM82633A004352", "1HGCM82633A004352"],
    ["VIN", "1HGCM82633A004352X", "1HGCM82633A004352"],
    ["VIN", "1HG-CM8 2633A0_04352", "1HGCM82633A004352"],
    ["VIN", "1hgcm82633a004352", "1hgcm82633a004352"],
    ["VIN", "ÄÖÜ!?", ""],
    ["ZIP_CODE_NON_US", "SW1A 1AA", "SW1A 1AA"],
    ["ZIP_CODE_NON_US", "K1A-0B1", "K1A0B1"],
    ["ZIP_CODE_NON_US", "ABCDE 12345", "ABCDE 1234"],
    ["DECIMAL_15PRECISION", "3.14159", "3.14159"],
    ["DECIMAL_15PRECISION", "12345678901234567890", "1234567890123456"],
    ["DECIMAL_15PRECISION", "-2,5", "25"]
  ])("%s shows %j as %j", (maskName, raw, shown) => {
    expect(formatForDisplay(maskName, raw)).toBe(shown);
  });

  it.each([undefined, null, ""])("leaves text unchanged without a mask (%j)", (maskName) => {
    expect(formatForDisplay(maskName, " any (text) 123 ")).toBe(" any (text) 123 ");
  });

  it("refuses an unregistered mask type", () => {
    expect(() => formatForDisplay("SSN", "123456789")).toThrow(ConfigurationError);
    expect(() => formatForDisplay("SSN", "123456789")).toThrow('Unknown input mask type "SSN".');
  });
});

describe("unmasking a shown text", () => {
  it.each([
    ["USA_PHONE_NUMBER", "(123) 456-7890", "1234567890"],
    ["USA_PHONE_NUMBER", "(123", "123"],
    ["ZIP_CODE", "12345-6789", "123456789"],
    ["CURRENCY_COMMA_DELIMITED", "1,234,567", "1234567"],
    ["CURRENCY_COMMA_DELIMITED_WITH_DECIMALS", "1,234,567.89", "1234567.89"],
    ["SLASH_DELIMITED_FULL_DATE", "12/31/1999", "12311999"],
    ["SLASH_DELIMITED_FULL_DATE", "12/", "12"],
    ["SLASH_DELIMITED_FULL_DATE", "3/15/2019", "03152019"],
    ["INTERNATIONAL_PHONE_NUMBER", "4420 7946 0958", "442079460958"],
    ["VIN", "1HGCM82633A004352", "1HGCM82633A004352"],
    ["ZIP_CODE_NON_US", "SW1A 1AA", "SW1A 1AA"],
    ["DECIMAL_15PRECISION", "3.14159", "3.14159"]
  ])("%s takes %j back to %j", (maskName, shown, raw) => {
    expect(unmask(maskName, shown)).toBe(raw);
  });

  it("drops what the mask would not have let through", () => {
    expect(unmask("USA_PHONE_NUMBER", "(123) 456-7890 ext. 12")).toBe("1234567890");
    expect(unmask("CURRENCY_COMMA_DELIMITED", "-1,000")).toBe("1000");
  });

  it.each([undefined, null, ""])("leaves text unchanged without a mask (%j)", (maskName) => {
    expect(unmask(maskName, "(123) 456-7890")).toBe("(123) 456-7890");
  });

  it("refuses an unregistered mask type", () => {
    expect(() => unmask("usa_phone_number", "(123) 456-7890")).toThrow(ConfigurationError);
  });
});

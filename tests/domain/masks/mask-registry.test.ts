import { Option } from "effect";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { MASK_REGISTRY, resolveMask } from "../../../domain/masks/mask-registry.ts";
import { MASK_TYPES } from "../../../domain/masks/mask-types.ts";

const NINE_MASK_TYPES = [
  "DECIMAL_15PRECISION",
  "CURRENCY_COMMA_DELIMITED",
  "CURRENCY_COMMA_DELIMITED_WITH_DECIMALS",
  "SLASH_DELIMITED_FULL_DATE",
  "USA_PHONE_NUMBER",
  "INTERNATIONAL_PHONE_NUMBER",
  "VIN",
  "ZIP_CODE",
  "ZIP_CODE_NON_US"
];

const thrownBy = (action: () => unknown): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
};

describe("the mask registry", () => {
  it("registers exactly the nine mask types of the spec", () => {
    expect([...MASK_REGISTRY.keys()].sort()).toEqual([...NINE_MASK_TYPES].sort());
  });

  it.each(NINE_MASK_TYPES)("resolves %s to its definition", (name) => {
    expect(resolveMask(name)).toEqual(Option.some(MASK_TYPES[name as keyof typeof MASK_TYPES]));
  });

  it.each([undefined, null, ""])("treats the empty mask type %j as no mask", (name) => {
    expect(Option.isNone(resolveMask(name))).toBe(true);
  });

  it.each(["PHONE", "vin", " VIN", "VIN ", "toString", "constructor"])("refuses the unregistered mask type %j", (name) => {
    const error = thrownBy(() => resolveMask(name));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ name: "ConfigurationError", reason: "unknownMaskType" });
    expect((error as ConfigurationError).message).toBe(`Unknown input mask type "${name}".`);
  });
});

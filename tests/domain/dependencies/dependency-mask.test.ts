import { describe, expect, it } from "vitest";
import { dependencyMask } from "../../../domain/dependencies/dependency-mask.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";

describe("the mask a field uses", () => {
  it("is its own mask when no met condition names one", () => {
    expect(dependencyMask("postalCode", "ZIP_CODE", [])).toBe("ZIP_CODE");
    expect(dependencyMask("postalCode", "ZIP_CODE", [undefined, ""])).toBe("ZIP_CODE");
  });

  it("is none when the field has no mask of its own and nothing overrides", () => {
    expect(dependencyMask("postalCode", undefined, [])).toBeNull();
    expect(dependencyMask("postalCode", "", [undefined])).toBeNull();
  });

  it("is the mask a met condition names, over the field's own", () => {
    expect(dependencyMask("postalCode", "ZIP_CODE", ["ZIP_CODE_NON_US", undefined])).toBe("ZIP_CODE_NON_US");
    expect(dependencyMask("phone", undefined, ["USA_PHONE_NUMBER"])).toBe("USA_PHONE_NUMBER");
  });

  it("accepts two met conditions that name the same mask", () => {
    expect(dependencyMask("phone", undefined, ["USA_PHONE_NUMBER", "USA_PHONE_NUMBER"])).toBe("USA_PHONE_NUMBER");
  });

  it("refuses two met conditions that name different masks, naming the field and both masks", () => {
    let thrown: unknown;
    try {
      dependencyMask("phone", "VIN", ["USA_PHONE_NUMBER", undefined, "INTERNATIONAL_PHONE_NUMBER"]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect(thrown).toMatchObject({ reason: "conflictingDependencyMasks" });
    expect((thrown as Error).message).toBe(
      'The fulfilled dependencies of field "phone" give different input masks: "USA_PHONE_NUMBER" and "INTERNATIONAL_PHONE_NUMBER".'
    );
  });
});

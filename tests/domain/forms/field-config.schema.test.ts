import { describe, expect, it } from "vitest";
import { type FieldConfig, mergeFieldConfigs } from "../../../domain/forms/field-config.schema.ts";

describe("mergeFieldConfigs", () => {
  const local: FieldConfig[] = [
    { key: "firstName", control: "text", label: "First name (local)", suppressLabel: false },
    { key: "mailingCountry", control: "select", defaultValue: "US" }
  ];
  const remote: FieldConfig[] = [
    { key: "firstName", label: "First name", validations: [{ type: "required" }] },
    { key: "middleInitial", maskName: "" }
  ];

  it("lays the server's config over the local one by key, keeping local-only settings", () => {
    expect(mergeFieldConfigs(local, remote)).toEqual([
      { key: "firstName", control: "text", label: "First name", suppressLabel: false, validations: [{ type: "required" }] },
      { key: "mailingCountry", control: "select", defaultValue: "US" },
      { key: "middleInitial", maskName: "" }
    ]);
  });

  it("gives the local config unchanged when the server says nothing", () => {
    expect(mergeFieldConfigs(local, [])).toEqual(local);
  });
});

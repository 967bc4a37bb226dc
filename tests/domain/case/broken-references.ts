// A copy of the demo case with one misspelt reference of each kind (a field, a model, an option value a
// condition or rule compares with, a localization key the content lacks): the tests of claims lint and of
// the server's start both use it, so both are shown the same case.
import { copyDemo, editJson } from "./case-copy.ts";

type Json = Record<string, unknown>;
interface Field extends Json {
  key: string;
  validations?: { type: string; params?: Json }[];
  dependencies?: { conditions: Json[] };
}
type Forms = { fields: Field[] }[];

const fieldOf = (forms: Forms, item: number, field: number): Field => forms[item]!.fields[field]!;

/** Each broken place as the loader names it, in its order (the Standard form's first; a field's dependencies before its rules): the file, the JSON path and the misspelt name. */
export const BROKEN_REFERENCES = [
  { file: "forms/standard.json", path: "[1].fields[6].dependencies.conditions[0].field", name: "mailingCountyr" },
  { file: "forms/standard.json", path: "[1].fields[12].validations[0].params.field", name: "emial" },
  { file: "forms/standard.json", path: "[1].fields[13].validations[0].params.fields[1]", name: "cellPhone" },
  { file: "forms/standard.json", path: "[2].fields[6].dependencies.conditions[0].field", name: "purchaseChannel" },
  { file: "forms/standard.json", path: "[2].fields[6].validations[0].params.field", name: "purchaseChanel" },
  { file: "forms/standard.json", path: "[2].fields[7].validations[0].params.fields[2]", name: "problemNoize" },
  { file: "forms/standard.json", path: "[2].fields[12].dependencies.conditions[0].model", name: "claimTransactions" },
  { file: "forms/standard.json", path: "[2].fields[12].validations[1].params.field", name: "firstProblemDat" },
  { file: "forms/standard.json", path: "[2].fields[14].dependencies.conditions[0].model", name: "DocumentContexts" },
  { file: "forms/standard.json", path: "[2].fields[14].validations[0].params.conditions[1].field", name: "coveredByWaranty" },
  { file: "forms/standard.json", path: "[3].fields[1].dependencies.conditions[0].equals[0]", name: "Paypal" },
  { file: "forms/standard.json", path: "[4].fields[5].validations[0].params.value", name: "Othr" },
  { file: "forms/automotive.json", path: "[1].fields[6].validations[0].params.field", name: "mailingCountyr" },
  { file: "forms/standard.json", path: "[2].fields[1].label", name: "LocKey_Label_ModelNumber" }
] as const;

export const caseWithBrokenReferences = async (): Promise<string> => {
  const dir = await copyDemo();
  await editJson<Forms>(dir, "forms/automotive.json", (forms) => {
    // requiredIf on the mailing state: a claimant in the US could leave it blank.
    fieldOf(forms, 1, 6).validations![0]!.params!["field"] = "mailingCountyr";
  });
  await editJson<Forms>(dir, "forms/standard.json", (forms) => {
    fieldOf(forms, 1, 6).dependencies!.conditions[0]!["field"] = "mailingCountyr";
    fieldOf(forms, 1, 12).validations![0]!.params!["field"] = "emial";
    fieldOf(forms, 1, 13).validations = [{ type: "RequireOnePropertyToHaveAValue", params: { fields: ["phone", "cellPhone"] } }];
    // The retailer's name: required for a store purchase (misspelt), shown by a condition on another model.
    fieldOf(forms, 2, 6).validations![0]!.params!["field"] = "purchaseChanel";
    fieldOf(forms, 2, 6).dependencies!.conditions[0]!["model"] = "claimantInfo";
    const problems = fieldOf(forms, 2, 7).validations![0]!.params!["fields"] as string[];
    problems[2] = "problemNoize";
    fieldOf(forms, 2, 12).validations![1]!.params!["field"] = "firstProblemDat";
    fieldOf(forms, 2, 12).dependencies!.conditions[0]!["model"] = "claimTransactions";
    // The documents are a list: no one model a condition could read.
    fieldOf(forms, 2, 14).dependencies!.conditions[0]!["model"] = "DocumentContexts";
    const nested = fieldOf(forms, 2, 14).validations![0]!.params!["conditions"] as Json[];
    nested[1]!["field"] = "coveredByWaranty";
    // PayPal's e-mail shown for a method no claimant can choose; the description required for a type there is not.
    fieldOf(forms, 3, 1).dependencies!.conditions[0]!["equals"] = ["Paypal"];
    fieldOf(forms, 4, 5).validations![0]!.params!["value"] = "Othr";
  });
  await editJson<{ key: string }[]>(dir, "content/es.json", (items) => {
    items.splice(items.findIndex((item) => item.key === "LocKey_Label_ModelNumber"), 1);
  });
  return dir;
};

import { afterAll, describe, expect, it } from "vitest";
import { CaseError } from "../../../domain/case/case-error.ts";
import { loadCaseAt } from "./load-case-at.ts";
import { copyDemo, DEMO_DIR, editJson, problemsOf, removeCopies, removeFile, writeText } from "./case-copy.ts";

type Json = Record<string, unknown>;
interface Field extends Json {
  key: string;
  validations?: Json[];
}
interface Item {
  metadataHash: string;
  metadata: Record<string, string>;
  fields: Field[];
}
interface MemberFile {
  credentialFields: string[];
  formTypes?: string[];
  members: { credentials: string[]; prepopulated?: unknown[]; formTypes?: string[] }[];
}

afterAll(removeCopies);

describe("loadCase on the demo", () => {
  it("loads every file of cases/demo", async () => {
    const demo = await loadCaseAt(DEMO_DIR);
    expect(demo.dir).toBe(DEMO_DIR);
    expect(demo.site.caseNumber).toBe("3:25-cv-01234");
    expect(Object.keys(demo.content)).toEqual(["en", "es"]);
    expect(demo.modelConfig.map((item) => item.metadata["formType"])).toEqual([
      ...Array<string>(7).fill("Standard"),
      "Lookup",
      ...Array<string>(7).fill("Automotive"),
      ...Array<string>(2).fill("DocumentsUpload")
    ]);
    expect(demo.members).toHaveLength(1200);
    expect(demo.characterWhitelist).toContain("ñ");
    expect(demo.characterWhitelist).not.toContain("\n");
  });

  it("gives each member's credentials, form types and prepopulated data with lower-case first letters", async () => {
    const demo = await loadCaseAt(DEMO_DIR);
    const [first, second] = demo.members;
    expect(first).toMatchObject({
      credentials: { noticeId: "NWD-10000001", pin: "482913" },
      formTypes: ["Standard", "Lookup", "Automotive", "DocumentsUpload"],
      walletEmail: "maria.alvarez@example.com"
    });
    expect(first?.prepopulatedData[0]?.fields).toMatchObject({ firstName: "Maria", lastName: "Alvarez", mailingCountry: "US" });
    // null in the list means no value: it is left out rather than sent to overwrite a default.
    expect(first?.prepopulatedData[0]?.fields).not.toHaveProperty("mailingStreetLine2");
    expect(second?.formTypes).toEqual(["Standard", "Lookup", "DocumentsUpload"]);
  });
});

describe("loadCase refuses a broken case, naming file, path and problem", () => {
  it("refuses a directory that does not exist", async () => {
    const refused = await loadCaseAt("/no/such/case").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CaseError);
    expect((refused as CaseError).problems).toEqual([{ file: "", path: "", problem: "does not exist or is not a directory" }]);
    expect((refused as CaseError).message).toContain("/no/such/case");
  });

  it("refuses a file that is not JSON", async () => {
    const dir = await copyDemo();
    await writeText(dir, "deadlines.json", '{ "en": ');
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "deadlines.json", path: "" });
    expect(problems[0]?.problem).toMatch(/^is not valid JSON/);
  });

  it("says where a file stops being JSON as line and column, not a character offset", async () => {
    const dir = await copyDemo();
    await writeText(dir, "deadlines.json", '{\n  "en": {\n    "a": 1\n    "b": 2\n  }\n}\n');
    const refused = await loadCaseAt(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CaseError);
    expect((refused as CaseError).problems).toEqual([
      { file: "deadlines.json", path: "", problem: "is not valid JSON (Expected ',' or '}' after property value)", line: 4, column: 5 }
    ]);
    expect((refused as CaseError).message).toContain("deadlines.json:4:5: is not valid JSON (Expected ',' or '}' after property value)");
  });

  it("refuses a schema problem in site.json, and a key it does not know", async () => {
    const dir = await copyDemo();
    await editJson<Json>(dir, "site.json", (site) => {
      site["theme"] = "dark";
      site["caseNumbr"] = "1";
      (site["uploads"] as Json)["maxFileBytes"] = -5;
    });
    const problems = await problemsOf(dir);
    expect(problems.map((found) => [found.file, found.path])).toEqual([
      ["site.json", "caseNumbr"],
      ["site.json", "theme"],
      ["site.json", "uploads.maxFileBytes"]
    ]);
    expect(problems[0]?.problem).toBe("unknown key (misspelt or misplaced?)");
    expect(problems[1]?.problem).toContain('"jnd-7-0-default"');
  });

  it("takes the wallet button's image from https or a path on the site, and refuses any other address", async () => {
    for (const accepted of ["https://www.paypalobjects.com/images/login-mark.svg", "/images/wallet.svg"]) {
      const dir = await copyDemo();
      await editJson<Json>(dir, "site.json", (site) => {
        (site["wallet"] as Json)["buttonImageUrl"] = accepted;
      });
      expect((await loadCaseAt(dir)).site.wallet.buttonImageUrl).toBe(accepted);
    }
    for (const refused of ["javascript:alert(1)", "http://wallet.example/mark.png", "//wallet.example/mark.png", "data:image/svg+xml,<svg/>", "/mark .png", "/\\evil.example/mark.png"]) {
      const dir = await copyDemo();
      await editJson<Json>(dir, "site.json", (site) => {
        (site["wallet"] as Json)["buttonImageUrl"] = refused;
      });
      const problems = await problemsOf(dir);
      expect(problems.map((found) => [found.file, found.path])).toEqual([["site.json", "wallet.buttonImageUrl"]]);
      expect(problems[0]?.problem).toContain("an image address starts with https:// or with one /");
    }
  });

  it("refuses enabled cultures without en", async () => {
    const dir = await copyDemo();
    await editJson<Json>(dir, "site.json", (site) => {
      site["cultures"] = { es: "Español" };
    });
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual({
      file: "site.json",
      path: "cultures",
      problem: "the enabled cultures (es) must include en, the default culture"
    });
  });

  it("refuses a deadline zone or date-time that toDeadlineSettings cannot read", async () => {
    const dir = await copyDemo();
    await editJson<{ en: { projectTimeZone: string; deadlines: Record<string, { deadlineDateTime: string }> } }>(dir, "deadlines.json", (deadlines) => {
      deadlines.en.projectTimeZone = "Martian";
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "deadlines.json", path: "en.projectTimeZone", problem: "Unknown time zone: Martian (globalDeadline)" }
    ]);
    await editJson<{ en: { projectTimeZone: string; deadlines: Record<string, { deadlineDateTime: string }> } }>(dir, "deadlines.json", (deadlines) => {
      deadlines.en.projectTimeZone = "Eastern Standard Time";
      deadlines.en.deadlines["claimFilingDeadline"] = { deadlineDateTime: "2099-12-31" };
    });
    expect(await problemsOf(dir)).toEqual([
      {
        file: "deadlines.json",
        path: "en.deadlines.claimFilingDeadline.deadlineDateTime",
        problem: "Invalid deadline format: 2099-12-31 (claimFilingDeadline)"
      }
    ]);
  });

  it("reads the flat deadline shape with its own paths", async () => {
    const dir = await copyDemo();
    await writeText(dir, "deadlines.json", JSON.stringify({ deadlines: { globalDeadline: { timeZone: "Pacifc", deadline: "12/31/2099" }, lateDeadline: { timeZone: "Pacific", deadline: "12/31/2099" } } }));
    const problems = await problemsOf(dir);
    expect(problems.map((found) => found.path)).toEqual(["deadlines.lateDeadline"]);
    await writeText(dir, "deadlines.json", JSON.stringify({ deadlines: { globalDeadline: { timeZone: "Pacifc", deadline: "12/31/2099" } } }));
    expect(await problemsOf(dir)).toEqual([
      { file: "deadlines.json", path: "deadlines.globalDeadline.timeZone", problem: "Unknown time zone: Pacifc (globalDeadline)" }
    ]);
  });

  it("refuses a bad model configuration: decoding, rule parameters, masks and pages", async () => {
    const dir = await copyDemo();
    await editJson<Item[]>(dir, "forms/standard.json", (items) => {
      const claimant = items[1]!;
      claimant.fields[0]!.validations!.push({ type: "maxLength", params: { max: "forty" } });
      claimant.fields[1]!["maskName"] = "ZIPPY";
      claimant.fields[2]!["validation"] = [];
      items[2]!.metadata["page"] = "Details";
      items[2]!.fields[0]!.validations!.push({ type: "requiredWhenSunny" });
    });
    const problems = await problemsOf(dir);
    expect(problems.map((found) => [found.file, found.path])).toEqual([["forms/standard.json", "[1].fields[2].validation"]]);
    await editJson<Item[]>(dir, "forms/standard.json", (items) => {
      delete items[1]!.fields[2]!["validation"];
    });
    const compiled = await problemsOf(dir);
    expect(compiled.map((found) => [found.file, found.path])).toEqual([
      ["forms/standard.json", "[1].fields[0].validations[3]"],
      ["forms/standard.json", "[1].fields[1].maskName"],
      ["forms/standard.json", "[2].fields[0].validations[1]"],
      ["forms/standard.json", "[2].metadata.page"]
    ]);
    expect(compiled[0]?.problem).toContain('Field "firstName", validation "maxLength": invalid params');
    expect(compiled[1]?.problem).toBe('Unknown input mask type "ZIPPY".');
    expect(compiled[2]?.problem).toContain('unknown validation type "requiredWhenSunny"');
    expect(compiled[3]?.problem).toMatch(/^"Details" is not a page of the Standard form; pages: start, claimantInfo, claimDetails/);
  });

  it("names the item, field and place of a problem decodeModelConfig finds", async () => {
    const dir = await copyDemo();
    await editJson<Item[]>(dir, "forms/lookup.json", (items) => {
      items[0]!.fields[1]!["label"] = 7;
      delete (items[0]!.metadata as Partial<Record<string, string>>)["dtoMapping"];
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "forms/lookup.json", path: "[0].fields[1].label", problem: 'field "pin": Expected string' }
    ]);
    await editJson<Item[]>(dir, "forms/lookup.json", (items) => {
      items[0]!.fields[1]!["label"] = "LocKey_Label_Pin";
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "forms/lookup.json", path: "[0].metadata", problem: "dtoMapping missing from remoteConfig metadata" }
    ]);
  });

  it("refuses a metadataHash used twice across the forms", async () => {
    const dir = await copyDemo();
    await editJson<Item[]>(dir, "forms/documents-upload.json", (items) => {
      items[1]!.metadataHash = "nwd-standard-claimant";
    });
    expect(await problemsOf(dir)).toEqual([
      {
        file: "forms/documents-upload.json",
        path: "[1].metadataHash",
        problem: 'metadataHash "nwd-standard-claimant" is already used by forms/standard.json [1]; it must be unique across all forms'
      }
    ]);
  });

  it("refuses forms that could not authorize or submit: no credentials on the start page, two models of one single kind", async () => {
    const dir = await copyDemo();
    await editJson<Item[]>(dir, "forms/automotive.json", (items) => {
      items[0]!.metadata["page"] = "ClaimantInfo";
      items[4]!.metadata["dtoMapping"] = "claimDetails";
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "forms/automotive.json", path: "[4].metadata.dtoMapping", problem: "a second claimDetails model (the first is [2]); a claim holds one" },
      { file: "forms/automotive.json", path: "", problem: "no credentials model on the start page, so nobody could authorize for the Automotive form" }
    ]);
  });

  it("refuses an item naming another form type, record list settings it cannot read, and a stray forms file", async () => {
    const dir = await copyDemo();
    await writeText(dir, "forms/standart.json", "[]");
    await editJson<Item[]>(dir, "forms/documents-upload.json", (items) => {
      items[0]!.metadata["formType"] = "Standard";
      items[1]!.metadata["minRecords"] = "two";
    });
    const problems = await problemsOf(dir);
    expect(problems.map((found) => [found.file, found.path])).toEqual([
      ["forms/standart.json", ""],
      ["forms/documents-upload.json", "[0].metadata.formType"]
    ]);
    await editJson<Item[]>(dir, "forms/documents-upload.json", (items) => {
      items[0]!.metadata["formType"] = "documents-upload";
    });
    await removeFile(dir, "forms/standart.json");
    expect(await problemsOf(dir)).toEqual([
      { file: "forms/documents-upload.json", path: "[1].metadata.minRecords", problem: 'must be a whole number, got "two"' }
    ]);
  });

  it("refuses a p tag, a list tag or a repeated key in content", async () => {
    const dir = await copyDemo();
    await editJson<{ key: string; value: string }[]>(dir, "content/es.json", (items) => {
      items[0]!.value = "<p>Caso</p>";
      items[1]!.value = "<UL><li>uno</li></UL>";
      items[2]!.key = items[1]!.key;
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "content/es.json", path: "[0].value", problem: '"LocKey_Header_CaseNumber": Localization values must not contain p html tags.' },
      {
        file: "content/es.json",
        path: "[1].value",
        problem: '"LocKey_SkipToContent": Localization values must not contain li, ul, or ol html tags. The component list block should be used instead.'
      },
      { file: "content/es.json", path: "[2].key", problem: 'the key "LocKey_SkipToContent" is already given at [1]' }
    ]);
  });

  it("refuses a missing culture file and a content file for a culture that is not enabled", async () => {
    const dir = await copyDemo();
    await removeFile(dir, "content/es.json");
    await writeText(dir, "content/fr.json", "[]");
    expect(await problemsOf(dir)).toEqual([
      { file: "content/es.json", path: "", problem: "the file is missing" },
      { file: "content/fr.json", path: "", problem: "belongs to no enabled culture (site.json cultures: en, es)" }
    ]);
  });

  it("refuses members that could never be told apart or could never authorize", async () => {
    const dir = await copyDemo();
    await editJson<MemberFile>(dir, "members.json", (list) => {
      list.members[5]!.credentials = [" nwd-10000001 ", "482913"];
      list.members[6]!.credentials = ["NWD-99"];
      list.members[7]!.prepopulated = ["Ann"];
      list.members[8]!.formTypes = [];
    });
    expect(await problemsOf(dir)).toEqual([
      { file: "members.json", path: "members[6].credentials", problem: "has 1 values for the 2 credential fields (noticeId, pin)" },
      { file: "members.json", path: "members[7].prepopulated", problem: "has 1 values for the 14 prepopulatedFields" },
      {
        file: "members.json",
        path: "members[8].formTypes",
        problem: "the member may file no form: give formTypes here or at the top of the file"
      },
      {
        file: "members.json",
        path: "members[5].credentials",
        problem: "the same credentials as members[0]; one could never be told from the other"
      }
    ]);
  });

  it("refuses credential fields the credentials models lack, and form types no forms file offers", async () => {
    const dir = await copyDemo();
    await removeFile(dir, "forms/lookup.json");
    await editJson<MemberFile>(dir, "members.json", (list) => {
      list.credentialFields = ["noticeId", "zip"];
    });
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual({ file: "members.json", path: "formTypes[1]", problem: "the Lookup form is not offered (no forms file for it)" });
    expect(problems).toContainEqual({
      file: "members.json",
      path: "credentialFields[1]",
      problem: 'the Standard credentials model (forms/standard.json [0]) has no field "zip"'
    });
    expect(problems.filter((found) => found.path === "credentialFields[1]")).toHaveLength(3);
  });

  it("needs exactly one character whitelist, and not an empty one", async () => {
    const dir = await copyDemo();
    await writeText(dir, "whitelist.json", JSON.stringify({ allowedCharacters: "abc" }));
    expect(await problemsOf(dir)).toEqual([{ file: "whitelist.json", path: "", problem: "both whitelist.txt and whitelist.json exist; keep one" }]);
    await removeFile(dir, "whitelist.txt");
    const loaded = await loadCaseAt(dir);
    expect(loaded.characterWhitelist).toBe("abc");
    await writeText(dir, "whitelist.json", JSON.stringify({ allowedCharacters: "" }));
    expect((await problemsOf(dir))[0]).toMatchObject({ file: "whitelist.json", path: "allowedCharacters" });
    await removeFile(dir, "whitelist.json");
    expect(await problemsOf(dir)).toEqual([
      { file: "whitelist.txt", path: "", problem: "the character whitelist is missing: give whitelist.txt or whitelist.json" }
    ]);
  });

  it("reports the problems of every file at once, in one error", async () => {
    const dir = await copyDemo();
    await writeText(dir, "site.json", "{}");
    await writeText(dir, "members.json", "[");
    await editJson<{ en: { projectTimeZone: string } }>(dir, "deadlines.json", (deadlines) => {
      deadlines.en.projectTimeZone = "Nowhere";
    });
    await editJson<{ key: string; value: string }[]>(dir, "content/en.json", (items) => {
      items[0]!.value = "<p>x</p>";
    });
    const refused = await loadCaseAt(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CaseError);
    const files = new Set((refused as CaseError).problems.map((found) => found.file));
    // Without readable cultures in site.json, the content files present are still checked.
    expect([...files]).toEqual(["site.json", "deadlines.json", "content/en.json", "members.json"]);
    expect((refused as CaseError).message).toContain("members.json:1:2: is not valid JSON (the text ends before the JSON does)");
  });

  it("loads a case without members.json with no members: its roster is imported into the database", async () => {
    const dir = await copyDemo();
    await removeFile(dir, "members.json");
    const loaded = await loadCaseAt(dir);
    expect(loaded.members).toEqual([]);
  });
});

// content/<culture>.json: the localization content of every enabled culture, a list of { key, value },
// with unique keys and values that pass the spec's rules (no p tags; no li, ul or ol tags). A file for
// a culture that is not enabled is refused too: it is almost always a misnamed file.
import { LocalizationContent, type LocalizationItem } from "../culture/culture-content.schema.ts";
import { checkLocalizationValue } from "../validation/localization-content.ts";
import { VALIDATION_MESSAGES } from "../validation/validation-messages.ts";
import type { CaseProblem } from "./case-error.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, filesIn, readCaseJson } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";

export const CONTENT_DIR = "content";

export const contentFile = (culture: string): string => `${CONTENT_DIR}/${culture}.json`;

const itemProblems = (file: string, items: readonly LocalizationItem[]): readonly CaseProblem[] => {
  const firstAt = new Map<string, number>();
  return items.flatMap((item, index) => {
    const problems: CaseProblem[] = [];
    if (item.key.trim() === "") problems.push({ file, path: `[${index}].key`, problem: "the key is empty" });
    const earlier = firstAt.get(item.key);
    if (earlier === undefined) firstAt.set(item.key, index);
    else problems.push({ file, path: `[${index}].key`, problem: `the key "${item.key}" is already given at [${earlier}]` });
    for (const found of checkLocalizationValue(item.key, item.value)) {
      problems.push({ file, path: `[${index}].value`, problem: `"${item.key}": ${VALIDATION_MESSAGES[found.code].text}` });
    }
    return problems;
  });
};

const loadCulture = async (reader: CaseReader, culture: string): Promise<Checked<readonly LocalizationItem[]>> => {
  const file = contentFile(culture);
  const json = await readCaseJson(reader, file);
  if (json.value === null) return checked<readonly LocalizationItem[]>(null, json.problems);
  const decoded = decodeCaseFile(LocalizationContent, file, json.value);
  if (decoded.value === null) return decoded;
  const problems = itemProblems(file, decoded.value);
  return problems.length === 0 ? decoded : checked<readonly LocalizationItem[]>(null, problems);
};

const strayFiles = async (reader: CaseReader, cultures: readonly string[]): Promise<readonly CaseProblem[]> => {
  const expected = new Set(cultures.map((culture) => `${culture}.json`));
  return (await filesIn(reader, CONTENT_DIR))
    .filter((name) => !expected.has(name))
    .map((name) => ({
      file: `${CONTENT_DIR}/${name}`,
      path: "",
      problem: `belongs to no enabled culture (site.json cultures: ${cultures.join(", ")})`
    }));
};

/** The content of every culture, and of each culture whose file loaded even when another's did not. */
export interface LoadedContent extends Checked<Readonly<Record<string, readonly LocalizationItem[]>>> {
  /** The cultures whose file loaded without a problem, for checks that look at one culture at a time. */
  readonly loaded: Readonly<Record<string, readonly LocalizationItem[]>>;
}

/** The content of each culture; an unknown culture list (site.json did not load) checks only the files present. */
export const loadContent = async (reader: CaseReader, cultures: readonly string[] | null): Promise<LoadedContent> => {
  const wanted = cultures ?? (await filesIn(reader, CONTENT_DIR)).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  const [cultureFiles, stray] = await Promise.all([
    Promise.all(wanted.map(async (culture) => [culture, await loadCulture(reader, culture)] as const)),
    cultures === null ? Promise.resolve([]) : strayFiles(reader, cultures)
  ]);
  const loaded = Object.fromEntries(cultureFiles.flatMap(([culture, content]) => (content.value === null ? [] : [[culture, content.value] as const])));
  const problems = [...cultureFiles.flatMap(([, content]) => content.problems), ...stray];
  return { value: problems.length > 0 ? null : loaded, problems, loaded };
};

// Gives each problem found in a JSON file of a case the line and column its path sits at, so claims lint and
// the server's refusal to start both send a person to the very spot. Each file is read once; a problem
// whose file is not JSON, did not parse or lacks the path keeps none.
import { readCaseText } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";
import { positionInJson } from "./json-position.ts";

interface Placed {
  readonly file: string;
  readonly path: string;
}

/** The text when it is JSON that parses (the file may have changed since it was loaded); null otherwise. */
const parsable = (text: string | null): string | null => {
  if (text === null) return null;
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
};

export const locateProblems = async <P extends Placed>(reader: CaseReader, problems: readonly P[]): Promise<readonly P[]> => {
  const files = [...new Set(problems.filter((found) => found.path !== "" && found.file.endsWith(".json")).map((found) => found.file))];
  const texts = new Map<string, string | null>();
  for (const file of files) texts.set(file, parsable((await readCaseText(reader, file)).value));
  return problems.map((found) => {
    const text = texts.get(found.file);
    const position = text === undefined || text === null ? null : positionInJson(text, found.path);
    return position === null ? found : { ...found, ...position };
  });
};

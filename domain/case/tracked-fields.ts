// Which fields a tracking event may keep the value of (site.json trackedFields): each must name a field of
// the case's forms, and none may be a field of a credentials model, ever: a PIN must never reach telemetry.
// isTrackedValue answers for an event's PascalCase key (domain/api/tracking-event.ts).
import { pascalCaseFieldKey } from "../api/tracking-event.ts";
import type { ModelConfigItem } from "../forms/model-config.schema.ts";
import type { CaseProblem } from "./case-error.ts";
import { SITE_FILE } from "./case-site.ts";
import type { PlacedItem } from "./case-forms.ts";

const isCredentials = (item: ModelConfigItem): boolean => item.metadata.dtoMapping === "credentials";

/** The keys of every credentials field of the configuration, in the PascalCase tracking events use. */
export const credentialFieldKeys = (config: readonly ModelConfigItem[]): ReadonlySet<string> =>
  new Set(config.filter(isCredentials).flatMap((item) => item.fields.map((field) => pascalCaseFieldKey(field.key))));

/** Whether an event for this PascalCase key may keep its value. */
export const isTrackedValue = (trackedFields: readonly string[], config: readonly ModelConfigItem[], fieldKey: string): boolean =>
  !credentialFieldKeys(config).has(fieldKey) && trackedFields.some((key) => pascalCaseFieldKey(key) === fieldKey);

/** `formsComplete`: every forms file loaded, so a key found in none of them is surely no field. */
export const trackedFieldProblems = (trackedFields: readonly string[], placed: readonly PlacedItem[], formsComplete: boolean): readonly CaseProblem[] => {
  const config = placed.map((entry) => entry.item);
  const credentials = credentialFieldKeys(config);
  const known = new Set(config.flatMap((item) => item.fields.map((field) => pascalCaseFieldKey(field.key))));
  return trackedFields.flatMap((key, index): readonly CaseProblem[] => {
    const path = `trackedFields[${index}]`;
    if (credentials.has(pascalCaseFieldKey(key))) {
      return [{ file: SITE_FILE, path, problem: `"${key}" is a credentials field; credentials are never tracked` }];
    }
    return !formsComplete || known.has(pascalCaseFieldKey(key)) ? [] : [{ file: SITE_FILE, path, problem: `"${key}" is no field of the case's forms` }];
  });
};

// The localization keys of a form page's heading and introduction: LocKey_PageTitle_<FormType>Start for a
// form's first page, LocKey_PageTitle_<Page> (PascalCase of its last segment) for the others; the same
// for LocKey_PageIntro_ (docs/case-directory.md).
import type { FormType } from "../navigation/form-type.ts";

const pascalCase = (segment: string): string =>
  segment
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

export interface PageKeys {
  readonly title: string;
  readonly intro: string;
}

export const pageKeys = (formType: FormType, path: string, isFirstPage: boolean): PageKeys => {
  const name = isFirstPage ? `${formType}Start` : pascalCase(path.split("/").filter((part) => part !== "").at(-1) ?? "");
  return { title: `LocKey_PageTitle_${name}`, intro: `LocKey_PageIntro_${name}` };
};

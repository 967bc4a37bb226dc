// What a model's block list must also be, beyond decoding (docs/case-directory.md, "Page blocks"): every
// field a block names is one of the item's, with "did you mean" for a misspelt one; each field is placed once,
// and every field a claimant answers is placed, or the server would ask for an answer no page shows; a name
// input has the fields its style needs and an address block some address field; a button or a labelled value
// says something (a label or an icon, and what a screen reader says for an icon alone); a link button has
// its address and a print button none; a record list placed is one of the page's, placed once; a data
// summary shows answers, never a credential, a hidden field or a file. A page is laid out by blocks
// throughout or not at all, with one captcha notice. A record template draws its fields in its record list
// and takes no blocks.
import { isRecordTemplate } from "../forms/dto-mapping.ts";
import { LABEL_OR_ICON_REQUIRED } from "../forms/label-or-icon.ts";
import { modelMetadata } from "../forms/model-factory.ts";
import { pageOf, START_PAGE } from "../forms/page-models.ts";
import { ADDRESS_FIELD_KEYS, blockFields, requiredNameKeys } from "../forms/page-block-fields.ts";
import type { PageBlock } from "../forms/page-blocks.schema.ts";
import type { CaseProblem } from "./case-error.ts";
import type { PlacedItem } from "./case-forms.ts";
import { suggestion } from "./name-suggestion.ts";

type At = (path: string, problem: string) => CaseProblem;

/** The page an item is shown on, as the site names it (camel-cased). */
const pageOfItem = (entry: PlacedItem): string | undefined => pageOf(modelMetadata(entry.item.metadata));

const noField = (key: string, keys: readonly string[]): string => `no field "${key}" in this item${suggestion(key, keys)}`;

/** A label, an icon, and for an icon alone the name a screen reader says. */
const saysSomething = (
  content: { readonly label?: string; readonly icon?: string; readonly accessibleName?: string },
  path: string,
  at: At
): readonly CaseProblem[] => {
  if (content.label === undefined && content.icon === undefined) return [at(path, LABEL_OR_ICON_REQUIRED)];
  if (content.label === undefined && content.accessibleName === undefined) {
    return [at(path, "an icon without a label needs accessibleName: the localization key a screen reader says")];
  }
  return [];
};

/**
 * A data summary shows back an answer the claimant gave: never a credential (the PIN would show and print),
 * a hidden field or a file.
 */
const summaryFieldProblems = (entry: PlacedItem, key: string, path: string, at: At): readonly CaseProblem[] => {
  const keys = entry.item.fields.map((field) => field.key);
  const field = entry.item.fields.find((candidate) => candidate.key === key);
  if (field === undefined) return [at(path, noField(key, keys))];
  if (entry.item.metadata.dtoMapping === "credentials") return [at(path, "a data summary never shows a credential back")];
  if (field.control === "hidden" || field.control === "file") {
    return [at(path, `a data summary shows the claimant's answers: "${key}" is a ${field.control} field`)];
  }
  return [];
};

/** Problems of one block that are its own (not about placing fields). */
const blockOwnProblems = (entry: PlacedItem, block: PageBlock, path: string, at: At): readonly CaseProblem[] => {
  const keys = entry.item.fields.map((field) => field.key);
  switch (block.block) {
    case "button":
      return [
        ...saysSomething(block, path, at),
        ...(block.action === "link" && block.href === undefined ? [at(path, 'a "link" button needs href: where it goes')] : []),
        ...(block.action === "print" && block.href !== undefined ? [at(`${path}.href`, 'a "print" button prints the page and takes no href')] : [])
      ];
    case "dataSummary":
      return block.sections.flatMap((section, sectionIndex) =>
        section.values.flatMap((value, valueIndex) => {
          const valuePath = `${path}.sections[${sectionIndex}].values[${valueIndex}]`;
          return [...saysSomething(value, valuePath, at), ...summaryFieldProblems(entry, value.field, `${valuePath}.field`, at)];
        })
      );
    case "fields":
      return [
        ...block.keys.flatMap((key, index) => {
          if (!keys.includes(key)) return [at(`${path}.keys[${index}]`, noField(key, keys))];
          return block.keys.indexOf(key) < index ? [at(`${path}.keys[${index}]`, `"${key}" is named twice in this block`)] : [];
        }),
        ...Object.keys(block.columns ?? {}).flatMap((key) =>
          block.keys.includes(key) ? [] : [at(`${path}.columns.${key}`, `"${key}" is not one of this block's keys`)]
        )
      ];
    case "nameInput":
      return requiredNameKeys(block.style).flatMap((key) =>
        keys.includes(key) ? [] : [at(`${path}.style`, `the ${block.style} style needs the field "${key}" in this item`)]
      );
    case "address":
      return ADDRESS_FIELD_KEYS.some((key) => keys.includes(key))
        ? []
        : [at(path, `an address block needs the item's address fields (${ADDRESS_FIELD_KEYS.join(", ")}); it has none`)];
    default:
      return [];
  }
};

/** What is wrong with a records block's list: it must be a record template of its own form, shown on its own page. */
const recordsProblem = (entry: PlacedItem, placed: readonly PlacedItem[], list: string): string | null => {
  const templates = placed.filter((other) => other.formType === entry.formType && isRecordTemplate(other.item.metadata.dtoMapping));
  const template = templates.find((other) => other.item.metadataHash === list);
  if (template === undefined) {
    const names = templates.map((other) => other.item.metadataHash);
    return `no record template "${list}" in the ${entry.formType} form${suggestion(list, names)}`;
  }
  return pageOfItem(template) === pageOfItem(entry)
    ? null
    : `the list "${list}" is shown on the page ${template.item.metadata["page"] ?? START_PAGE}, not on this item's`;
};

const itemProblems = (entry: PlacedItem, placed: readonly PlacedItem[], blocks: readonly PageBlock[]): readonly CaseProblem[] => {
  const at: At = (path, problem) => ({ file: entry.file, path: `[${entry.index}].blocks${path}`, problem });
  if (isRecordTemplate(entry.item.metadata.dtoMapping)) {
    return [at("", "a record template's fields are drawn by its record list: it takes no blocks")];
  }
  const keys = entry.item.fields.map((field) => field.key);
  const placedAt = new Map<string, string>();
  const problems: CaseProblem[] = [];
  blocks.forEach((block, index) => {
    const path = `[${index}]`;
    problems.push(...blockOwnProblems(entry, block, path, at));
    const listProblem = block.block === "records" ? recordsProblem(entry, placed, block.list) : null;
    if (listProblem !== null) problems.push(at(`${path}.list`, listProblem));
    for (const { key } of blockFields(block, keys) ?? []) {
      const earlier = placedAt.get(key);
      if (earlier === undefined) placedAt.set(key, path);
      // Twice in one block is that block's own problem (above).
      else if (earlier !== path) problems.push(at(path, `field "${key}" is placed twice: first by blocks${earlier}`));
    }
  });
  const unplaced = entry.item.fields.filter((field) => field.control !== "hidden" && !placedAt.has(field.key));
  const nameStyles = blocks.flatMap((block) => (block.block === "nameInput" ? [block.style] : []));
  for (const field of unplaced) {
    const hint =
      field.key === "middleInitial" && nameStyles.includes("firstLast") ? ' (the firstLast style leaves it out; "firstMiddleInitialLast" draws it)' : "";
    problems.push(at("", `field "${field.key}" is on no block: no page would show it, yet the claim is judged with it${hint}`));
  }
  return problems;
};

/** Each record list is placed at most once. */
const listPlacedTwice = (placed: readonly PlacedItem[]): readonly CaseProblem[] => {
  const first = new Map<string, string>();
  return placed.flatMap((entry) =>
    (entry.item.blocks ?? []).flatMap((block, index) => {
      // A list refused where it is placed (recordsProblems) is not counted as placed.
      if (block.block !== "records" || recordsProblem(entry, placed, block.list) !== null) return [];
      const path = `[${entry.index}].blocks[${index}]`;
      const key = `${entry.formType} ${block.list}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, `${entry.file} ${path}`);
        return [];
      }
      return [{ file: entry.file, path: `${path}.list`, problem: `the list "${block.list}" is placed twice: first by ${earlier}` }];
    })
  );
};

/**
 * A page is laid out by blocks throughout or not at all: an item without blocks beside one with them would draw
 * its fields around the other's copy, whatever order was meant. Its captcha notice is said once.
 */
const pageProblems = (placed: readonly PlacedItem[]): readonly CaseProblem[] => {
  const pages = new Map<string, PlacedItem[]>();
  for (const entry of placed) {
    if (isRecordTemplate(entry.item.metadata.dtoMapping)) continue;
    const key = `${entry.formType} ${pageOfItem(entry) ?? ""}`;
    pages.set(key, [...(pages.get(key) ?? []), entry]);
  }
  return [...pages.values()].flatMap((items) => {
    const laidOut = items.find((entry) => entry.item.blocks !== undefined);
    if (laidOut === undefined) return [];
    const page = laidOut.item.metadata["page"] ?? START_PAGE;
    const without = items
      .filter((entry) => entry.item.blocks === undefined)
      .map((entry) => ({
        file: entry.file,
        path: `[${entry.index}]`,
        problem: `the page ${page} is laid out by blocks ([${laidOut.index}].blocks); this item on it has none: give it blocks`
      }));
    const notices = items.flatMap((entry) =>
      (entry.item.blocks ?? []).flatMap((block, index) => (block.block === "captcha" ? [{ entry, path: `[${entry.index}].blocks[${index}]` }] : []))
    );
    const [first, ...again] = notices;
    const twice = again.map(({ entry, path }) => ({ file: entry.file, path, problem: `the page ${page} has its captcha notice already, at ${first?.path ?? ""}` }));
    return [...without, ...twice];
  });
};

export const pageBlockProblems = (placed: readonly PlacedItem[]): readonly CaseProblem[] => [
  ...placed.flatMap((entry) => (entry.item.blocks === undefined ? [] : itemProblems(entry, placed, entry.item.blocks))),
  ...listPlacedTwice(placed),
  ...pageProblems(placed)
];

// The page order of each form type (spec section 2) as linked navigation nodes. Standard keeps both
// readings of the spec: without payment-election and supporting-documents, or with them when the case says so.
import type { FormType } from "./form-type.ts";
import { NavigationError } from "./navigation-error.ts";
import { NEVER_SKIP, type NavigationNode, type SkipCheck, skipUnlessOffered } from "./navigation-node.ts";

interface PageSpec {
  readonly path: string;
  readonly enableTimeout?: boolean;
  readonly skip?: SkipCheck;
}

export interface SequenceOptions {
  /** The second reading of the spec: Standard also passes payment-election and supporting-documents. */
  readonly standardWithOptionalPages: boolean;
}

export type SequenceBuilder = (options: SequenceOptions) => readonly NavigationNode[];

export const linkPages = (pages: readonly PageSpec[]): readonly NavigationNode[] =>
  pages.map((page, index) => ({
    path: page.path,
    nextNavTarget: pages[index + 1]?.path ?? null,
    backNavTarget: pages[index - 1]?.path ?? null,
    enableTimeout: page.enableTimeout ?? true,
    skip: page.skip ?? NEVER_SKIP
  }));

/**
 * A filed claim's confirmation never times out: nothing on it depends on the session (PATTERNS,
 * "Confirmation"), and a claimant reading or printing the receipt must not be sent to /session-expired.
 */
const CONFIRMATION = (root: string): PageSpec => ({ path: `${root}/confirmation`, enableTimeout: false });

/** How a wizard holds payment-election and supporting-documents: not at all, always, or as the case offers them. */
type OptionalPages = "none" | "always" | "asOffered";

const wizard = (root: string, optional: OptionalPages, firstPageTimeout: boolean): readonly PageSpec[] => [
  { path: root, enableTimeout: firstPageTimeout },
  { path: `${root}/claimant-info` },
  { path: `${root}/claim-details` },
  ...(optional === "none"
    ? []
    : [
        { path: `${root}/payment-election`, ...(optional === "asOffered" ? { skip: skipUnlessOffered("payment-election") } : {}) },
        { path: `${root}/supporting-documents`, ...(optional === "asOffered" ? { skip: skipUnlessOffered("supporting-documents") } : {}) }
      ]),
  { path: `${root}/claim-summary` },
  CONFIRMATION(root)
];

export type SequenceRegistry = ReadonlyMap<FormType, SequenceBuilder>;

export const registerSequence = (registry: SequenceRegistry, formType: FormType, builder: SequenceBuilder): SequenceRegistry => {
  if (registry.has(formType)) {
    throw new NavigationError("formTypeRegisteredTwice", `The form type ${formType} is registered twice.`);
  }
  return new Map([...registry, [formType, builder]]);
};

/** Builds a registry, refusing a form type given twice. */
export const sequenceRegistry = (entries: readonly (readonly [FormType, SequenceBuilder])[]): SequenceRegistry =>
  entries.reduce<SequenceRegistry>((registry, [formType, builder]) => registerSequence(registry, formType, builder), new Map());

export const DEFAULT_SEQUENCES: SequenceRegistry = sequenceRegistry([
  ["Standard", (options) => linkPages(wizard("/standard", options.standardWithOptionalPages ? "asOffered" : "none", true))],
  // The spec lists Automotive's payment-election and supporting-documents pages without condition.
  ["Automotive", () => linkPages(wizard("/automotive", "always", false))],
  ["Lookup", () => linkPages([{ path: "/lookup", enableTimeout: false }])],
  [
    "DocumentsUpload",
    () =>
      linkPages([
        { path: "/documents-upload", enableTimeout: false },
        { path: "/documents-upload/supporting-documents" },
        CONFIRMATION("/documents-upload")
      ])
  ]
]);

export const sequenceFor = (registry: SequenceRegistry, formType: FormType, options: SequenceOptions): readonly NavigationNode[] => {
  const builder = registry.get(formType);
  if (builder === undefined) throw new NavigationError("unexpectedFormType", "Unexpected Form Type");
  return builder(options);
};

// The pages a claimant passes on the way to submit, as navigation walks them: the form's sequence for
// the case's settings, less the pages its skip-checks pass by and the confirmation. Submit validates
// exactly these, in the browser and again on the server.
import { isConfirmationPage } from "../deadlines/deadline-names.ts";
import { pageKey } from "../forms/page-models.ts";
import type { FormType } from "./form-type.ts";
import type { SkipContext } from "./navigation-node.ts";
import { DEFAULT_SEQUENCES, sequenceFor, type SequenceOptions } from "./navigation-sequences.ts";

/** Page keys (see domain/forms/page-models.ts), in the order they are passed. */
export const pagesBeforeSubmit = (formType: FormType, options: SequenceOptions, context: SkipContext): readonly string[] => {
  const nodes = sequenceFor(DEFAULT_SEQUENCES, formType, options);
  const firstPage = nodes[0]?.path ?? "";
  return nodes.filter((node) => !isConfirmationPage(node.path) && !node.skip(context)).map((node) => pageKey(node.path, firstPage));
};

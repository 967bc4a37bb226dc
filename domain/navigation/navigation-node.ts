// A page in a form's sequence (spec section 3): its path, the next and back targets, whether the
// inactivity time-out runs on it, and the skip-check that can pass it by.
import type { ModelSet } from "../forms/form-model.ts";

/** What a skip-check may look at: the case's page switches and the claim so far. */
export interface SkipContext {
  /** Optional pages the case offers (payment-election, supporting-documents); a page not listed is skipped. */
  readonly optionalPages: ReadonlySet<OptionalPage>;
  readonly models: ModelSet | null;
}

export type OptionalPage = "payment-election" | "supporting-documents";

export type SkipCheck = (context: SkipContext) => boolean;

export interface NavigationNode {
  readonly path: string;
  readonly nextNavTarget: string | null;
  readonly backNavTarget: string | null;
  readonly enableTimeout: boolean;
  readonly skip: SkipCheck;
}

export const NEVER_SKIP: SkipCheck = () => false;

export const skipUnlessOffered =
  (page: OptionalPage): SkipCheck =>
  (context) =>
    !context.optionalPages.has(page);

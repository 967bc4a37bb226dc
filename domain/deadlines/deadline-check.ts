// Whether a deadline has passed for a page, and where a claimant goes when it has. Pure: the caller
// passes `now`, in milliseconds since the epoch. A deadline is open up to and including its instant.
import type { FormType } from "../navigation/form-type.ts";
import { ROUTES } from "../navigation/routes.ts";
import { governingDeadlines } from "./deadline-names.ts";
import type { Deadline, DeadlineSettings } from "./deadline-settings.ts";

export const isOpen = (deadline: Deadline, now: number): boolean => now <= deadline.at;

/** The first passed deadline governing the page, the global one before the form type's own; null when all are open. */
export const passedDeadline = (
  settings: DeadlineSettings,
  formType: FormType,
  pagePath: string,
  now: number
): Deadline | null => {
  for (const name of governingDeadlines(formType, pagePath)) {
    const deadline = settings[name];
    if (deadline !== undefined && !isOpen(deadline, now)) return deadline;
  }
  return null;
};

/** The culture's own address, else the default one, else /deadline. */
export const deadlineRedirect = (deadline: Deadline, culture: string): string =>
  deadline.redirects[culture.toLowerCase()] ?? deadline.defaultRedirect ?? ROUTES.defaultDeadline;

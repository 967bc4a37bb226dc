// Moving focus to a field's input (its first input, for a group of choices) with its label brought into
// view too: some screen readers announce only the input's type otherwise (PATTERNS, "Error summary").
const labelOf = (input: HTMLElement): HTMLElement | null => {
  const labels = "labels" in input ? (input as HTMLInputElement).labels : null;
  return labels?.[0] ?? input.closest("fieldset")?.querySelector("legend") ?? null;
};

/** False when the page has no such input. */
export const focusField = (inputId: string): boolean => {
  const input = document.getElementById(inputId);
  if (input === null) return false;
  const label = labelOf(input);
  if (typeof label?.scrollIntoView === "function") label.scrollIntoView({ block: "start" });
  input.focus({ preventScroll: true });
  return true;
};

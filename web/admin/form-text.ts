// What a field of a submitted form holds, as trimmed text (a file field, which these forms have none of, is "").
export const formText = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value.trim() : "";
};

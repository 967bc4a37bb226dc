// Reads the server's error out of a refused authorize answer (400 or 401). The spec only says "an
// error", so the answer's `error` field, a JSON string or plain text are all accepted; anything else is null.
const fromJson = (json: unknown): string | null => {
  if (typeof json === "string") return json;
  if (typeof json === "object" && json !== null && "error" in json && typeof json.error === "string") return json.error;
  return null;
};

export const refusalError = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  try {
    return fromJson(JSON.parse(trimmed));
  } catch {
    return trimmed;
  }
};

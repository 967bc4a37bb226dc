// Reads a refused authorize answer (400 or 401). The spec only says "an error", so the answer's `error`
// field, a JSON string or plain text are all accepted; anything else is null. The answer's captcha verdict
// (section 3, "Authorize response") says whether the refusal was the captcha's.
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

/** Whether the answer says the captcha was not accepted (`captcha: false`). */
export const refusedCaptcha = (text: string): boolean => {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === "object" && json !== null && "captcha" in json && json.captcha === false;
  } catch {
    return false;
  }
};

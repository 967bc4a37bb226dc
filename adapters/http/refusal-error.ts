// Reads a refused authorize answer (400, 401 or 429). The spec only says "an error", so the answer's `error`
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

/** The seconds to wait a 429 or 503 names (`retryAfterSeconds`), or null when it names none. */
export const refusalRetryAfter = (text: string): number | null => {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== "object" || json === null || !("retryAfterSeconds" in json)) return null;
    const seconds = json.retryAfterSeconds;
    return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
  } catch {
    return null;
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

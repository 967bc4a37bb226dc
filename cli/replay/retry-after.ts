// What a 429 (a rate limit) or 503 (a server shedding load) says to wait, read from its Retry-After header
// in seconds; null when it says nothing usable (absent, or an HTTP date, which the API never sends).
export const retryAfterHeaderSeconds = (response: Response): number | null => {
  const header = response.headers.get("retry-after");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
};

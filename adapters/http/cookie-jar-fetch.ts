// A fetch that keeps cookies the way a browser does for one site, for clients without one (the
// command line, tests): it stores what Set-Cookie gives, forgets what expires, and sends the rest back.
import type { FetchLike } from "./fetch-like.ts";

const expires = (attributes: string): boolean => {
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(attributes)?.[1];
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const date = /;\s*expires=([^;]+)/i.exec(attributes)?.[1];
  return date !== undefined && Date.parse(date) <= Date.now();
};

/** One jar per claimant: every call through the returned fetch shares it. */
export const cookieJarFetch = (fetch: FetchLike): FetchLike => {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const separator = line.indexOf(";");
      const pair = separator === -1 ? line : line.slice(0, separator);
      const equals = pair.indexOf("=");
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      if (expires(line)) jar.delete(name);
      else jar.set(name, pair.slice(equals + 1).trim());
    }
    return response;
  };
};

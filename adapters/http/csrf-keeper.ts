// Keeps the anti-forgery token of one adapter instance: the last token the csrf call returned. Every
// unsafe call asks it for the header; asking before a token was loaded is a developer error, thrown.
import { DeveloperError } from "../../application/developer-error.ts";
import type { CsrfToken } from "../../domain/api/csrf-token.schema.ts";

export const CSRF_TOKEN_NOT_LOADED =
  "The CSRF token is not loaded: call csrf before submit, authorize, tracking or session timeout.";

export interface CsrfKeeper {
  readonly remember: (token: CsrfToken) => void;
  /** The header to send on an unsafe call, as [name, value]; throws DeveloperError("csrfTokenNotLoaded") before csrf. */
  readonly header: () => readonly [string, string];
}

export const makeCsrfKeeper = (): CsrfKeeper => {
  let loaded: CsrfToken | null = null;
  return {
    remember: (token) => {
      loaded = token;
    },
    header: () => {
      if (loaded === null) throw new DeveloperError("csrfTokenNotLoaded", CSRF_TOKEN_NOT_LOADED);
      return [loaded.requestHeaderName, loaded.requestToken];
    }
  };
};

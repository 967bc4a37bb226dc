// Keeps the anti-forgery token of one adapter instance: the last token the csrf call returned. Every
// unsafe call asks it for the header; one made while the csrf call is still answering waits for it, so
// start-up need not hold the page for the token. Asking when no token was ever loaded (no csrf call, or
// one that failed) is a developer error, thrown.
import { DeveloperError } from "../../application/developer-error.ts";
import type { CsrfToken } from "../../domain/api/csrf-token.schema.ts";

export const CSRF_TOKEN_NOT_LOADED =
  "The CSRF token is not loaded: call csrf before submit, authorize, tracking or session timeout.";

export interface CsrfKeeper {
  /** A csrf call begins; the function it gives says that call has ended, with a token or without. */
  readonly loading: () => () => void;
  readonly remember: (token: CsrfToken) => void;
  /** Settles once no csrf call is answering: at once when none is. */
  readonly settled: () => Promise<void>;
  /** The header to send on an unsafe call, as [name, value]; throws DeveloperError("csrfTokenNotLoaded") before csrf. */
  readonly header: () => readonly [string, string];
}

export const makeCsrfKeeper = (): CsrfKeeper => {
  let loaded: CsrfToken | null = null;
  const answering = new Set<Promise<void>>();
  return {
    loading: () => {
      let end: () => void = () => undefined;
      const call = new Promise<void>((ended) => {
        end = ended;
      });
      answering.add(call);
      return () => {
        answering.delete(call);
        end();
      };
    },
    remember: (token) => {
      loaded = token;
    },
    settled: async () => {
      while (answering.size > 0) await Promise.all(answering);
    },
    header: () => {
      if (loaded === null) throw new DeveloperError("csrfTokenNotLoaded", CSRF_TOKEN_NOT_LOADED);
      return [loaded.requestHeaderName, loaded.requestToken];
    }
  };
};

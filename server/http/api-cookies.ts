// The API's cookies: their names, their attributes and their signing. Every cookie is HttpOnly and
// SameSite; in production it is also Secure and carries the __Host- prefix, which pins it to this origin.
import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_TYPE_SEGMENTS, type FormType } from "../../domain/navigation/form-type.ts";
import { readCookies, type SameSite, serializeCookie } from "./cookie-header.ts";
import { makeCookieSigner } from "./signed-cookie.ts";

export interface CookieNames {
  readonly csrf: string;
  readonly culture: string;
  readonly authorization: (formType: FormType) => string;
  /**
   * A cookie that only says a form's authorization cookie was set, SameSite=Lax so that every navigation
   * carries it (a reload of a page first reached from another site too), which the Strict authorization
   * cookie is not: the server tells a fresh visit by it (server/site/fresh-visit.ts). It authorizes nothing.
   */
  readonly authorizationHeld: (formType: FormType) => string;
}

export interface ApiCookies {
  readonly names: CookieNames;
  readonly read: (request: FastifyRequest, name: string) => string | null;
  /** The payload of a cookie this server signed under that name; null when absent or tampered with. */
  readonly readSigned: (request: FastifyRequest, name: string) => string | null;
  readonly set: (reply: FastifyReply, name: string, value: string, options?: CookieOptions) => void;
  readonly setSigned: (reply: FastifyReply, name: string, payload: string, options?: CookieOptions) => void;
  readonly clear: (reply: FastifyReply, name: string) => void;
}

export interface CookieOptions {
  readonly maxAgeSeconds?: number;
  readonly sameSite?: SameSite;
}

export const cookieNames = (production: boolean): CookieNames => {
  const prefix = production ? "__Host-" : "";
  return {
    csrf: `${prefix}claims-csrf`,
    culture: `${prefix}claims-culture`,
    authorization: (formType) => `${prefix}claims-auth-${FORM_TYPE_SEGMENTS[formType]}`,
    authorizationHeld: (formType) => `${prefix}claims-held-${FORM_TYPE_SEGMENTS[formType]}`
  };
};

export const makeApiCookies = (secret: string, production: boolean): ApiCookies => {
  const signer = makeCookieSigner(secret);
  const cookieHeader = (request: FastifyRequest): string | undefined => request.headers.cookie;
  const set = (reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void => {
    reply.header(
      "set-cookie",
      serializeCookie(name, value, {
        httpOnly: true,
        secure: production,
        sameSite: options.sameSite ?? "Strict",
        ...(options.maxAgeSeconds === undefined ? {} : { maxAgeSeconds: options.maxAgeSeconds })
      })
    );
  };
  const read = (request: FastifyRequest, name: string): string | null => readCookies(cookieHeader(request)).get(name) ?? null;
  return {
    names: cookieNames(production),
    read,
    readSigned: (request, name) => {
      const value = read(request, name);
      return value === null ? null : signer.verify(name, value);
    },
    set,
    setSigned: (reply, name, payload, options) => {
      set(reply, name, signer.sign(name, payload), options);
    },
    clear: (reply, name) => {
      set(reply, name, "", { maxAgeSeconds: 0 });
    }
  };
};

// The culture calls (spec section 7): the enabled cultures, a culture's localization content, choosing a
// culture (a cookie), and the signature date written for a culture. An unknown culture is a 400 naming it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_CULTURE } from "../../domain/culture/culture.ts";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";
import { queryText } from "./request-query.ts";
import { signatureDate } from "./signature-date.ts";

/** A year: the choice outlives the session, as a language choice should. */
const CULTURE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The enabled culture's own code for what was asked (any letter case), or null. */
const enabledCulture = (context: ApiContext, requested: string): string | null => {
  const wanted = requested.trim().toLowerCase();
  return Object.keys(context.claimsCase.site.cultures).find((code) => code.toLowerCase() === wanted) ?? null;
};

/** The culture the query names (en when it names none), or a 400 already sent. */
const cultureOf = (context: ApiContext, request: FastifyRequest, reply: FastifyReply): string | FastifyReply => {
  const requested = queryText(request, "culture") ?? DEFAULT_CULTURE;
  const culture = enabledCulture(context, requested);
  if (culture !== null) return culture;
  const enabled = Object.keys(context.claimsCase.site.cultures).join(", ");
  return refuse(request, reply, 400, `The culture "${requested}" is not enabled for this case (enabled: ${enabled}).`);
};

export const registerCultureRoutes = (api: FastifyInstance, context: ApiContext): void => {
  api.get("/cultures", () => context.claimsCase.site.cultures);

  api.get("/culture/content", (request, reply) => {
    const culture = cultureOf(context, request, reply);
    return typeof culture === "string" ? (context.claimsCase.content[culture] ?? []) : culture;
  });

  api.get("/culture/set-language", (request, reply) => {
    const culture = cultureOf(context, request, reply);
    if (typeof culture !== "string") return culture;
    // Lax, unlike the API's other cookies: a link from the settlement's own site may carry the choice in.
    context.cookies.set(reply, context.cookies.names.culture, culture, { maxAgeSeconds: CULTURE_COOKIE_SECONDS, sameSite: "Lax" });
    return reply.code(204).send();
  });

  api.get("/signature-date", (request, reply) => {
    const culture = cultureOf(context, request, reply);
    return typeof culture === "string" ? { signatureDate: signatureDate(context.clock(), culture) } : culture;
  });
};

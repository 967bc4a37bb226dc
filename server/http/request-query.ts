// Reads one text parameter of a request's query string; a repeated or missing parameter is absent.
import type { FastifyRequest } from "fastify";

export const queryText = (request: FastifyRequest, name: string): string | undefined => {
  const query: unknown = request.query;
  if (typeof query !== "object" || query === null || !Object.hasOwn(query, name)) return undefined;
  const value: unknown = (query as Readonly<Record<string, unknown>>)[name];
  return typeof value === "string" ? value : undefined;
};

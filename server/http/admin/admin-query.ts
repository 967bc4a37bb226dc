// The admin API's query values: each a single text of bounded length, or absent. Anything else (a name given
// twice, a value of more than MAX_QUERY_VALUE characters) is an AdminQueryError naming the parameter.
import type { FastifyRequest } from "fastify";

const MAX_QUERY_VALUE = 4096;

export class AdminQueryError extends Error {
  override readonly name = "AdminQueryError";
}

export const queryText = (request: FastifyRequest, name: string): string | undefined => {
  const value: unknown = (request.query as Readonly<Record<string, unknown>>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new AdminQueryError(`${name}: give it once, as text`);
  if (value.length > MAX_QUERY_VALUE) throw new AdminQueryError(`${name}: longer than ${String(MAX_QUERY_VALUE)} characters`);
  return value;
};

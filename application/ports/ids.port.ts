// Random characters for client ids and idempotency keys, as a port so tests can be repeatable.
import { Context } from "effect";
import type { RandomCharacters } from "../../domain/forms/client-id.ts";

export interface IdsShape {
  readonly randomCharacters: RandomCharacters;
  /** A fresh idempotency key for one claim. */
  readonly idempotencyKey: () => string;
}

export class Ids extends Context.Service<Ids, IdsShape>()("Ids") {}

// Client ids that a page served whole shares with the server's render of it. The server renders the first
// view with a fresh session and writes the client-id characters it drew into the page; the browser's
// session draws the same ones, in the same order, for the same first view, so the markup it takes over is
// the markup it would render (element ids are built from client ids). Only client-id draws are shared, and
// each at most once: idempotency keys and the wallet login's state always come from the random source, and
// once the page's characters are used up every draw is random again.
import { Layer } from "effect";
import { Ids, type IdsShape } from "../../application/ports/ids.port.ts";
import { CLIENT_ID_RANDOM_LENGTH } from "../../domain/forms/client-id.ts";

const CLIENT_ID_CHARACTERS = new RegExp(`^[A-Za-z0-9]{${String(CLIENT_ID_RANDOM_LENGTH)}}$`);

export interface FirstViewIds {
  /** The characters the server drew for the page, to draw again first; none on the server itself. */
  readonly replay: readonly string[];
  /** Told of each client id's characters drawn fresh (the server's render keeps them for the page). */
  readonly drawn?: (characters: string) => void;
}

export const makeFirstViewIds = (random: IdsShape, { replay, drawn }: FirstViewIds): IdsShape => {
  const queued = replay.filter((characters) => CLIENT_ID_CHARACTERS.test(characters));
  return {
    randomCharacters: (count) => {
      if (count !== CLIENT_ID_RANDOM_LENGTH) return random.randomCharacters(count);
      const shared = queued.shift();
      if (shared !== undefined) return shared;
      const fresh = random.randomCharacters(count);
      drawn?.(fresh);
      return fresh;
    },
    idempotencyKey: random.idempotencyKey
  };
};

export const firstViewIdsLayer = (random: IdsShape, firstView: FirstViewIds): Layer.Layer<Ids> => Layer.succeed(Ids, makeFirstViewIds(random, firstView));

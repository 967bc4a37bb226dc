// Client ids of form models: a prefix plus 8 random characters (spec section 9). The characters come
// from an injected source, so the domain draws no random numbers and tests can be repeatable.
import { ConfigurationError } from "../errors/configuration-error.ts";

export const CLIENT_ID_RANDOM_LENGTH = 8;

/** Gives `count` random characters from [A-Za-z0-9]. */
export type RandomCharacters = (count: number) => string;

const RANDOM_PART = /^[A-Za-z0-9]{8}$/;

export const newClientId = (prefix: string, randomCharacters: RandomCharacters): string => {
  const random = randomCharacters(CLIENT_ID_RANDOM_LENGTH);
  if (!RANDOM_PART.test(random)) {
    throw new ConfigurationError(
      "clientIdMissing",
      `The id source gave "${random}"; a client id needs ${CLIENT_ID_RANDOM_LENGTH} letters or digits.`
    );
  }
  return `${prefix}${random}`;
};

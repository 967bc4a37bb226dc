// The character whitelist answer (GET /api/characters-whitelist): every character a restricted field allows.
import { Schema } from "effect";

export const CharacterWhitelist = Schema.Struct({ allowedCharacters: Schema.String });

export type CharacterWhitelist = typeof CharacterWhitelist.Type;

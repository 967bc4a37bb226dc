// The culture answers: the map of enabled cultures (GET /api/cultures) and a culture's localization
// content as key/value items (GET /api/culture/content?culture=).
import { Schema } from "effect";

export const EnabledCulturesSchema = Schema.Record(Schema.String, Schema.String);

export const LocalizationItem = Schema.Struct({ key: Schema.String, value: Schema.String });

export type LocalizationItem = typeof LocalizationItem.Type;

export const LocalizationContent = Schema.Array(LocalizationItem);

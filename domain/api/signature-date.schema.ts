// The signature date answer (GET /api/signature-date?culture=): today's date as the server writes it for the culture.
import { Schema } from "effect";

export const SignatureDate = Schema.Struct({ signatureDate: Schema.String });

export type SignatureDate = typeof SignatureDate.Type;

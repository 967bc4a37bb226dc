// The parts of a submit body (spec sections 3 and 7), named as adapters/http/multipart-claim.ts sends
// them: three text parts, seven DTO parts (each a JSON string) and the documents, each file named by its
// document context's client id. A part the client leaves out stands for null (or an empty list).

export const CAPTCHA_PARTS = ["reCaptchaResponse", "captchaRawValue"] as const;

export const CULTURE_PART = "userPreferredCulture";

export const SINGLE_MODEL_PARTS = ["signature", "claimantInfo", "credentials", "claimDetails"] as const;

export const MODEL_LIST_PARTS = ["prepopulatedData", "documentContexts", "claimTransactions"] as const;

export type SingleModelPart = (typeof SINGLE_MODEL_PARTS)[number];
export type ModelListPart = (typeof MODEL_LIST_PARTS)[number];
export type ModelPart = SingleModelPart | ModelListPart;

export const DOCUMENTS_PART = "documents";

export const CLAIM_TEXT_PARTS: ReadonlySet<string> = new Set([...CAPTCHA_PARTS, CULTURE_PART, ...SINGLE_MODEL_PARTS, ...MODEL_LIST_PARTS]);

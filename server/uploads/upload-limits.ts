// How much a claim may upload: the case's per-file and per-request sizes and accepted types, and the
// fixed bounds on part counts and text sizes that keep a hostile request from costing more than that.
import type { UploadSettings } from "../../domain/case/site-settings.schema.ts";
import { MEGABYTE } from "../../domain/uploads/byte-size.ts";
import { type MediaType, MEDIA_TYPES } from "../../domain/uploads/media-type.ts";
import { acceptedMediaTypes } from "../../domain/uploads/upload-limits.ts";

/** What a case gets when it says nothing about uploads. */
export const DEFAULT_UPLOAD_SETTINGS: typeof UploadSettings.Type = {
  maxFileBytes: 10 * MEGABYTE,
  maxRequestBytes: 25 * MEGABYTE,
  mediaTypes: MEDIA_TYPES
};

/** Far more documents than any claim form asks for, few enough to bound the work per request. */
export const MAX_FILES = 50;

/** The submit body has ten named text parts; a few more let a stray part be named in the refusal. */
export const MAX_TEXT_PARTS = 16;

/**
 * One DTO part as JSON: a model's longest answer is a 4,000-character textarea (at most 16 KB in UTF-8), a
 * list part a few dozen records; a part past this is refused before any of it is decoded or validated.
 */
export const MAX_TEXT_BYTES = 64 * 1024;

export interface UploadLimits {
  readonly maxFileBytes: number;
  /** Every part's content together: text values and file bytes. */
  readonly maxRequestBytes: number;
  readonly acceptedTypes: ReadonlySet<MediaType>;
  readonly maxFiles: number;
  readonly maxTextParts: number;
  readonly maxTextBytes: number;
}

/** An empty list of media types accepts every type the server can recognise; unknown names are ignored (as the site does). */
export const uploadLimitsFor = (settings: typeof UploadSettings.Type): UploadLimits => ({
  maxFileBytes: settings.maxFileBytes,
  maxRequestBytes: settings.maxRequestBytes,
  acceptedTypes: new Set(acceptedMediaTypes(settings.mediaTypes)),
  maxFiles: MAX_FILES,
  maxTextParts: MAX_TEXT_PARTS,
  maxTextBytes: MAX_TEXT_BYTES
});

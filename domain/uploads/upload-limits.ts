// What the site lets a claimant pick before anything is sent: the largest file and the kinds of file the
// case accepts (decided by content on both sides). Names the site does not know are ignored and an empty
// list accepts every known kind, exactly as the server reads the case's upload settings.
import { MEGABYTE } from "./byte-size.ts";
import { isMediaType, MEDIA_TYPES, type MediaType } from "./media-type.ts";

export interface UploadLimits {
  readonly maxFileBytes: number;
  readonly mediaTypes: readonly MediaType[];
}

/** The server's default for a case that says nothing about uploads. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 10 * MEGABYTE, mediaTypes: MEDIA_TYPES };

export const acceptedMediaTypes = (names: readonly string[]): readonly MediaType[] =>
  names.length === 0 ? MEDIA_TYPES : names.filter(isMediaType);

/** The limits the deployment settings name, or the defaults when they name none. */
export const uploadLimitsOf = (settings: { readonly maxFileBytes: number; readonly mediaTypes: readonly string[] } | undefined): UploadLimits =>
  settings === undefined ? DEFAULT_UPLOAD_LIMITS : { maxFileBytes: settings.maxFileBytes, mediaTypes: acceptedMediaTypes(settings.mediaTypes) };

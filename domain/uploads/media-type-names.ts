// How the accepted kinds of file are named to people ("PDF, PNG, JPEG") and to the browser's file picker
// (the accept attribute: media types and the usual file name endings). The picker's filter is only a
// convenience; what a file is is decided by its content (media-type.ts).
import type { MediaType } from "./media-type.ts";

interface MediaTypeName {
  readonly label: string;
  readonly extensions: readonly string[];
}

export const MEDIA_TYPE_NAMES: Readonly<Record<MediaType, MediaTypeName>> = {
  "application/pdf": { label: "PDF", extensions: [".pdf"] },
  "image/png": { label: "PNG", extensions: [".png"] },
  "image/jpeg": { label: "JPEG", extensions: [".jpg", ".jpeg"] },
  "image/gif": { label: "GIF", extensions: [".gif"] },
  "image/tiff": { label: "TIFF", extensions: [".tif", ".tiff"] },
  "image/webp": { label: "WebP", extensions: [".webp"] },
  // Browsers often give HEIC photos no media type at all: the ending is what lets the picker offer them.
  "image/heic": { label: "HEIC", extensions: [".heic", ".heif"] }
};

export const describeMediaTypes = (types: readonly MediaType[]): string => types.map((type) => MEDIA_TYPE_NAMES[type].label).join(", ");

export const acceptAttribute = (types: readonly MediaType[]): string =>
  types.flatMap((type) => [type, ...MEDIA_TYPE_NAMES[type].extensions]).join(",");

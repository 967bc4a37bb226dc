// A file size for people ("10 MB", "1.5 MB", "512 KB", "12 bytes"), the one wording the site's limits,
// its list of documents and the server's refusals share. It decides nothing about what is allowed.
const KILOBYTE = 1024;
export const MEGABYTE = KILOBYTE * KILOBYTE;

export const describeBytes = (bytes: number): string => {
  if (bytes >= MEGABYTE && bytes % MEGABYTE === 0) return `${bytes / MEGABYTE} MB`;
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`;
  if (bytes >= KILOBYTE) return `${Math.round(bytes / KILOBYTE)} KB`;
  return `${bytes} bytes`;
};

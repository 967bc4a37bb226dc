// Content-Disposition for a download (RFC 6266): always an attachment, the file's own name in UTF-8
// (filename*) and, for agents that read only filename, the same with anything outside printable ASCII, quotes
// and backslashes replaced, so no name a claimant chose can break out of the header.
const ASCII_FALLBACK = /[^\x20-\x7e]|["\\%]/g;

export const attachmentDisposition = (name: string): string => {
  const fallback = name.replace(ASCII_FALLBACK, "_").slice(0, 200) || "document";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

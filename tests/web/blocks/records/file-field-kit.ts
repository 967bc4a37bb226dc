// What the file block's tests draw and pick: a file field with the hidden name, size and type fields beside
// it, and the first bytes of a PNG, which its content check knows it by.
export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

export const FILE_FIELDS = [
  { key: "proof", control: "file", label: "Proof of purchase" },
  { key: "name", control: "hidden" },
  { key: "size", control: "hidden" },
  { key: "type", control: "hidden" }
];

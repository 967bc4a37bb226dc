// The document inspector's threads: a file's media type, soundness and SHA-256 come back as
// document-inspection.ts works them out, and the server's event loop keeps turning while 10 MiB documents
// are judged and hashed (on the server's own thread it could not turn until each was done).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import { documentInspector } from "../../../server/uploads/document-inspector.ts";

const inspector = documentInspector();

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

describe("the document inspector", () => {
  it("warms once: a thread is loaded and has inspected a file", async () => {
    const warming = inspector.warm();
    expect(inspector.warm()).toBe(warming);
    await expect(warming).resolves.toBeUndefined();
  });

  it("gives a whole PDF's media type, no problem, and its SHA-256", async () => {
    const { bytes } = rehearsalDocument("inspected", 4096);
    expect(await inspector.inspect(bytes)).toEqual({ mediaType: "application/pdf", structure: null, sha256: sha256(bytes) });
  });

  it("names a cut-short PDF malformed, and gives no media type for bytes of no known kind", async () => {
    const cut = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n");
    expect(await inspector.inspect(cut)).toMatchObject({ mediaType: "application/pdf", structure: { kind: "malformed" }, sha256: sha256(cut) });
    const text = new TextEncoder().encode("just some text");
    expect(await inspector.inspect(text)).toEqual({ mediaType: null, structure: null, sha256: sha256(text) });
  });

  it("leaves the event loop free while 10 MiB documents are judged and hashed", async () => {
    const documents = Array.from({ length: 8 }, (_, index) => rehearsalDocument(`large-${String(index)}`, 10 * 1024 * 1024).bytes);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    for (const bytes of documents) expect((await inspector.inspect(bytes)).structure).toBeNull();
    clearInterval(timer);
    // Judged on this thread, each document would hold the loop start to end: a tick between them at most, 8 in all.
    expect(ticks).toBeGreaterThanOrEqual(12);
  });
});

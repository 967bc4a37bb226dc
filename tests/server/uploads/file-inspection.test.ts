// A received file is inspected off the request thread, in memory shared with it rather than copied, and kept
// with its SHA-256; when its inspection fails (the inspector's thread died), the reading fails as the
// server's fault, never as a malformed upload the claimant would be told to fix.
import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { rehearsalDocument } from "../../../cli/rehearse/rehearsal-document.ts";
import { documentInspector } from "../../../server/uploads/document-inspector.ts";
import { readUpload, type UploadRules } from "../../../server/uploads/multipart-reader.ts";
import { DEFAULT_UPLOAD_SETTINGS, uploadLimitsFor } from "../../../server/uploads/upload-limits.ts";

const rules = (inspect: UploadRules["inspect"]): UploadRules => ({
  limits: uploadLimitsFor(DEFAULT_UPLOAD_SETTINGS),
  textParts: new Set(["note"]),
  filePart: "documents",
  inspect
});

const app = Fastify();
void app.register(multipart, { throwFileSizeLimit: false });
app.post("/inspected", async (request) => {
  const reading = await readUpload(request, rules(documentInspector().inspect));
  return reading.kind === "received" ? { files: reading.upload.files.map(({ fileName, mediaType, sha256 }) => ({ fileName, mediaType, sha256 })) } : reading;
});
/** What the inspector was handed: whether its bytes were shared with it rather than copied over. */
const handed: boolean[] = [];
app.post("/shared", async (request) => {
  const inspect = documentInspector().inspect;
  const reading = await readUpload(
    request,
    rules((bytes) => {
      handed.push(bytes.buffer instanceof SharedArrayBuffer);
      return inspect(bytes);
    })
  );
  return reading.kind === "received" ? { kept: reading.upload.files.map((file) => ({ shared: file.bytes.buffer instanceof SharedArrayBuffer, sha256: file.sha256 })) } : reading;
});
app.post("/failing", async (request, reply) => {
  try {
    return await readUpload(request, rules(() => Promise.reject(new Error("worker exited with code: 1"))));
  } catch (error) {
    return reply.code(500).send({ name: (error as Error).name, message: (error as Error).message });
  }
});
afterAll(async () => {
  await app.close();
});

const upload = (url: string, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append("note", "hello");
  form.append("documents", new Blob([bytes], { type: "application/pdf" }), "dc-00000001");
  const request = new Request("http://localhost", { method: "POST", body: form });
  return request.arrayBuffer().then((body) =>
    app.inject({ method: "POST", url, headers: { "content-type": request.headers.get("content-type") ?? "" }, payload: Buffer.from(body) })
  );
};

describe("a received file", () => {
  it("is kept with its media type and SHA-256 as the inspector works them out", async () => {
    const { bytes } = rehearsalDocument("received", 2048);
    const answer = await upload("/inspected", bytes);
    expect(answer.json()).toEqual({ files: [{ fileName: "dc-00000001", mediaType: "application/pdf", sha256: createHash("sha256").update(bytes).digest("hex") }] });
  });

  it("is handed to the inspector's thread in memory it shares, not copied, and kept so for storing", async () => {
    const { bytes } = rehearsalDocument("shared", 150 * 1024);
    const answer = await upload("/shared", bytes);
    expect(answer.json()).toEqual({ kept: [{ shared: true, sha256: createHash("sha256").update(bytes).digest("hex") }] });
    expect(handed).toEqual([true]);
  });

  it("whose inspection fails makes the reading fail as the server's fault, not as a malformed upload", async () => {
    const answer = await upload("/failing", rehearsalDocument("failing", 2048).bytes);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ name: "FileInspectionFailed", message: 'The file "dc-00000001" could not be inspected.' });
  });
});

// Picking files through the session when their checks end out of order: the field's latest pick wins and a
// superseded pick changes nothing (no edit, no issue), the pick being checked is in the state, a record gone
// meanwhile takes the pick nowhere, and the picked file's digest is computed only when a listed file is as large.
import { Effect, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { makeWebCryptoFileContent } from "../../../adapters/files/file-content.web-crypto.ts";
import { FileContent } from "../../../application/ports/file-content.port.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { recordList } from "../../../application/session/record-lists.ts";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();

const DOCUMENTS = "cf-documents";
const FILE = "documentFile";

const CONFIG = [
  { metadataHash: "cf-credentials", metadata: { dtoMapping: "credentials" }, fields: [{ key: "noticeId", validations: [{ type: "required" }] }] },
  {
    metadataHash: DOCUMENTS,
    metadata: { dtoMapping: "DocumentContexts", page: "SupportingDocuments", required: "true" },
    fields: [
      { key: FILE, control: "file", validations: [{ type: "required" }] },
      { key: "name", control: "hidden" },
      { key: "size", control: "hidden" },
      { key: "type", control: "hidden" },
      { key: "documentType", control: "select", options: [{ value: "Receipt", label: "Receipt" }], validations: [{ type: "required" }] }
    ]
  }
];

const pdf = (name: string, body = "%PDF-1.7\nreceipt\n"): File => new File([body], name, { type: "application/pdf" });

/**
 * The Web Crypto reading, with two controls: a file's reads can be held until the test lets them go (in any
 * order), and every digest asked for is noted by file name.
 */
const controlledContent = () => {
  const real = makeWebCryptoFileContent(globalThis.crypto.subtle);
  const held = new Map<string, Promise<void>>();
  const digested: string[] = [];
  const waitFor = (file: FileEntry) => Effect.promise(() => held.get(file.name) ?? Promise.resolve());
  const layer = Layer.succeed(FileContent, {
    head: (file, count) => Effect.andThen(waitFor(file), real.head(file, count)),
    sha256: (file) => Effect.andThen(Effect.sync(() => digested.push(file.name)), real.sha256(file))
  });
  /** Holds the reads of the file of that name; the function returned lets them go. */
  const hold = (name: string): (() => void) => {
    let release = (): void => undefined;
    held.set(name, new Promise<void>((resolve) => {
      release = resolve;
    }));
    return release;
  };
  return { layer, digested, hold };
};

/** Started, authorized for DocumentsUpload, on its supporting-documents page with the document draft open. */
const onDraft = async (content: ReturnType<typeof controlledContent>, uploads?: { maxFileBytes: number }) => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(CONFIG)));
  const { session } = testSession({
    fileContent: content.layer,
    ...(uploads === undefined ? {} : { settings: { uploads: { maxFileBytes: uploads.maxFileBytes, mediaTypes: ["application/pdf"] } } })
  });
  await session.start();
  await session.enterRoute({ path: "/documents-upload", query: {}, addressQuery: {} });
  await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
  expect(await session.proceed()).toMatchObject({ moved: true });
  await session.openRecordList(DOCUMENTS);
  return { session, clientId: draftOf(session).clientId };
};

const draftOf = (session: ClaimSession): FormModel => {
  const [draft] = recordList(session.getSnapshot(), DOCUMENTS).drafts;
  if (draft === undefined) throw new Error("no draft open");
  return draft;
};

const fieldOf = (session: ClaimSession, clientId: string) => {
  const models = session.getSnapshot().models;
  const model = [...(models?.saved ?? []), ...(models?.drafts ?? [])].find((candidate) => candidate.clientId === clientId);
  if (model === undefined) throw new Error(`${clientId} is not in the claim`);
  return model.fields;
};

const issuesOn = (session: ClaimSession, clientId: string) =>
  session
    .getSnapshot()
    .pageIssues.filter((found) => found.path[0] === clientId && found.path[1] === FILE)
    .map((found) => [found.code, found.params.fileName]);

const checking = (session: ClaimSession) => session.getSnapshot().fileChecks.map((check) => [check.clientId, check.key, check.fileName]);

describe("file picks whose checks end out of order", () => {
  it("keeps the later pick when an earlier, slower pick is accepted after it, and says which pick is being checked", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const releaseLarge = content.hold("large.pdf");
    const large = session.chooseFile(clientId, FILE, pdf("large.pdf", "%PDF-1.7\na large scan\n"));
    await vi.waitFor(() => {
      expect(checking(session)).toEqual([[clientId, FILE, "large.pdf"]]);
    });

    const releaseSmall = content.hold("small.pdf");
    const smallFile = pdf("small.pdf");
    const small = session.chooseFile(clientId, FILE, smallFile);
    await vi.waitFor(() => {
      expect(checking(session)).toEqual([[clientId, FILE, "small.pdf"]]);
    });
    releaseSmall();
    expect(await small).toEqual({ accepted: true, issue: null });
    expect(checking(session)).toEqual([]);
    expect(fieldOf(session, clientId)).toMatchObject({ name: "small.pdf" });

    releaseLarge();
    expect(await large).toEqual({ accepted: false, issue: null, superseded: true });
    const value = fieldOf(session, clientId)[FILE];
    expect(Array.isArray(value) && value.length === 1 && value[0]).toBe(smallFile);
    expect(fieldOf(session, clientId)).toMatchObject({ name: "small.pdf", size: smallFile.size });
    expect(issuesOn(session, clientId)).toEqual([]);
    expect(checking(session)).toEqual([]);
    await session.dispose();
  });

  it("adds no issue for an earlier pick refused after a later one was accepted", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const releaseRenamed = content.hold("invoice.pdf");
    const renamed = session.chooseFile(clientId, FILE, pdf("invoice.pdf", "MZ\u0090\u0000 not a pdf"));
    expect(await session.chooseFile(clientId, FILE, pdf("receipt.pdf"))).toEqual({ accepted: true, issue: null });

    releaseRenamed();
    expect(await renamed).toEqual({ accepted: false, issue: null, superseded: true });
    expect(fieldOf(session, clientId)).toMatchObject({ name: "receipt.pdf" });
    expect(issuesOn(session, clientId)).toEqual([]);
    await session.dispose();
  });

  it("keeps a later pick's refusal, and the field as it was, when an earlier pick is accepted after it", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content, { maxFileBytes: 64 });
    const releaseGood = content.hold("good.pdf");
    const good = session.chooseFile(clientId, FILE, pdf("good.pdf"));
    const byKind = await session.chooseFile(clientId, FILE, pdf("photo.pdf", "\u0089PNG not a pdf"));
    expect(byKind).toMatchObject({ accepted: false, issue: { code: "uploadTypeNotAllowed" } });
    expect(byKind.superseded).toBeUndefined();
    releaseGood();
    expect(await good).toEqual({ accepted: false, issue: null, superseded: true });
    expect(fieldOf(session, clientId)[FILE]).toBeNull();
    expect(issuesOn(session, clientId)).toEqual([["uploadTypeNotAllowed", "photo.pdf"]]);

    // A pick refused by its size alone (at once, unread) supersedes a pick still being checked too.
    const releaseSecond = content.hold("second.pdf");
    const second = session.chooseFile(clientId, FILE, pdf("second.pdf"));
    await vi.waitFor(() => {
      expect(checking(session)).toEqual([[clientId, FILE, "second.pdf"]]);
    });
    expect((await session.chooseFile(clientId, FILE, pdf("huge.pdf", `%PDF-1.7\n${"x".repeat(80)}`))).issue?.code).toBe("uploadTooLarge");
    expect(checking(session)).toEqual([]);
    releaseSecond();
    expect(await second).toEqual({ accepted: false, issue: null, superseded: true });
    expect(fieldOf(session, clientId)[FILE]).toBeNull();
    expect(issuesOn(session, clientId)).toEqual([["uploadTooLarge", "huge.pdf"]]);
    await session.dispose();
  });

  it("waits on Upload for the check under way, then saves the draft with the file picked", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const release = content.hold("receipt.pdf");
    const picking = session.chooseFile(clientId, FILE, pdf("receipt.pdf"));
    await session.editField(clientId, "documentType", "Receipt");
    let uploaded = false;
    const uploading = session.saveDraft(clientId).then((outcome) => {
      uploaded = true;
      return outcome;
    });
    // Still waiting: the draft is judged with the file the claimant picked, not without it.
    await new Promise((done) => setTimeout(done, 20));
    expect(uploaded).toBe(false);
    release();
    expect(await picking).toEqual({ accepted: true, issue: null });
    const outcome = await uploading;
    expect(outcome.issues).toEqual([]);
    expect(outcome.saved).toBe(true);
    expect(session.getSnapshot().models?.saved.some((model) => model.clientId === clientId)).toBe(true);
    await session.dispose();
  });

  it("waits on Upload for a pick that is then refused: the draft is not saved, the reason shown", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const release = content.hold("receipt.pdf");
    const picking = session.chooseFile(clientId, FILE, pdf("receipt.pdf", "MZ\u0090\u0000 not a pdf"));
    let settled = false;
    const uploading = session.saveDraft(clientId).then((outcome) => {
      settled = true;
      return outcome;
    });
    await new Promise((done) => setTimeout(done, 20));
    expect(settled).toBe(false);
    release();
    expect((await picking).issue?.code).toBe("uploadTypeNotAllowed");
    expect((await uploading).saved).toBe(false);
    await session.dispose();
  });

  it("takes a pick nowhere when its draft was cancelled while it was checked", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const release = content.hold("receipt.pdf");
    const picking = session.chooseFile(clientId, FILE, pdf("receipt.pdf", "MZ\u0090\u0000 not a pdf"));
    await session.cancelDraft(clientId);
    const fresh = draftOf(session).clientId;
    expect(fresh).not.toBe(clientId);
    release();
    expect(await picking).toEqual({ accepted: false, issue: null, superseded: true });
    expect(session.getSnapshot().pageIssues).toEqual([]);
    expect(checking(session)).toEqual([]);
    expect(fieldOf(session, fresh)[FILE]).toBeNull();
    await session.dispose();
  });
});

describe("the picked file's digest", () => {
  const uploadFirst = async (session: ClaimSession, clientId: string, file: File) => {
    expect(await session.chooseFile(clientId, FILE, file)).toEqual({ accepted: true, issue: null });
    await session.editField(clientId, "documentType", "Receipt");
    expect(await session.saveDraft(clientId)).toEqual({ saved: true, issues: [] });
    return draftOf(session).clientId;
  };

  it("is not computed when no listed file is as large", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const next = await uploadFirst(session, clientId, pdf("receipt.pdf"));
    expect(content.digested).toEqual([]);
    expect(await session.chooseFile(next, FILE, pdf("longer.pdf", "%PDF-1.7\na longer receipt\n"))).toEqual({ accepted: true, issue: null });
    expect(content.digested).toEqual([]);
    await session.dispose();
  });

  it("is computed, with the listed file's, when a listed file is as large, and tells same content apart from the same size", async () => {
    const content = controlledContent();
    const { session, clientId } = await onDraft(content);
    const next = await uploadFirst(session, clientId, pdf("receipt.pdf"));
    const copy = await session.chooseFile(next, FILE, pdf("copy.pdf"));
    expect(copy.issue).toMatchObject({ code: "uploadSameContent", params: { fileName: "copy.pdf", existingName: "receipt.pdf" } });
    expect([...content.digested].sort()).toEqual(["copy.pdf", "receipt.pdf"]);

    content.digested.length = 0;
    // As large, another content.
    expect(await session.chooseFile(next, FILE, pdf("other.pdf", "%PDF-1.7\nRECEIPT\n"))).toEqual({ accepted: true, issue: null });
    expect([...content.digested].sort()).toEqual(["other.pdf", "receipt.pdf"]);

    content.digested.length = 0;
    // As large, but refused by its kind first: nothing is hashed.
    const fake = pdf("fake.pdf", "MZ\u0090\u0000fake receipt");
    expect(fake.size).toBe(pdf("receipt.pdf").size);
    expect((await session.chooseFile(next, FILE, fake)).issue?.code).toBe("uploadTypeNotAllowed");
    expect(content.digested).toEqual([]);
    await session.dispose();
  });
});

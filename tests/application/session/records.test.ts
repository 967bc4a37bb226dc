// The record lists through the session, as a claimant's clicks drive them: a document list opens its
// draft, a picked file is checked before it is stored (kind by content, size, name, content), Upload saves
// a valid draft (the 'saved' notice for 5 seconds on the session's clock) and opens the next, Cancel and
// Remove, Edit (back in its place on Upload, as it was on Cancel), a table row saved when it validates, and
// the saved documents submitted as files.
import { Effect, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FileContent } from "../../../application/ports/file-content.port.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { currentPage } from "../../../application/session/page-context.ts";
import { pageRecordLists, recordList } from "../../../application/session/record-lists.ts";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();

const DOCUMENTS = "du-documents";
const REPAIRS = "du-repairs";

const config = (documentsMetadata: Record<string, string> = {}, repairsMetadata: Record<string, string> = {}) => [
  { metadataHash: "du-credentials", metadata: { dtoMapping: "credentials" }, fields: [{ key: "noticeId", validations: [{ type: "required" }] }] },
  {
    metadataHash: DOCUMENTS,
    metadata: { dtoMapping: "DocumentContexts", page: "SupportingDocuments", required: "true", ...documentsMetadata },
    fields: [
      { key: "documentFile", control: "file", validations: [{ type: "required" }] },
      { key: "name", control: "hidden" },
      { key: "size", control: "hidden" },
      { key: "type", control: "hidden" },
      {
        key: "documentType",
        control: "select",
        options: [
          { value: "Receipt", label: "Receipt" },
          { value: "Invoice", label: "Invoice" }
        ],
        validations: [{ type: "required" }]
      }
    ]
  },
  {
    metadataHash: REPAIRS,
    metadata: { dtoMapping: "claimTransactions", page: "SupportingDocuments", ...repairsMetadata },
    fields: [
      { key: "repairShop", validations: [{ type: "required" }] },
      { key: "repairAmount", validations: [{ type: "required" }, { type: "range", params: { min: 1, max: 100 } }] }
    ]
  }
];

const pdf = (name: string, body = "%PDF-1.7\nreceipt\n", type = "application/pdf"): File => new File([body], name, { type });

/** Started, authorized for DocumentsUpload and on its supporting-documents page. */
const onDocumentsPage = async (options: Parameters<typeof testSession>[0] = {}, items = config()) => {
  server.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(items)));
  const created = testSession(options);
  const { session } = created;
  await session.start();
  await session.enterRoute({ path: "/documents-upload", query: {}, addressQuery: {} });
  await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
  expect(await session.proceed()).toMatchObject({ moved: true });
  expect(session.getSnapshot().navigation.page?.path).toBe("/documents-upload/supporting-documents");
  return created;
};

const documents = (session: ClaimSession) => recordList(session.getSnapshot(), DOCUMENTS);

const openDraft = async (session: ClaimSession): Promise<FormModel> => {
  await session.openRecordList(DOCUMENTS);
  const [draft] = documents(session).drafts;
  if (draft === undefined) throw new Error("no draft opened");
  return draft;
};

const draftNow = (session: ClaimSession, clientId: string): FormModel => {
  const found = documents(session).drafts.find((model) => model.clientId === clientId);
  if (found === undefined) throw new Error(`${clientId} is no longer a draft`);
  return found;
};

const fieldIssues = (session: ClaimSession, clientId: string, key: string) =>
  session.getSnapshot().pageIssues.filter((found) => found.path[0] === clientId && found.path[1] === key);

/** Picks a file and a document type and uploads; the saved record's client id. */
const uploadDocument = async (session: ClaimSession, file: File): Promise<string> => {
  const draft = await openDraft(session);
  expect(await session.chooseFile(draft.clientId, "documentFile", file)).toEqual({ accepted: true, issue: null });
  await session.editField(draft.clientId, "documentType", "Receipt");
  expect(await session.saveDraft(draft.clientId)).toEqual({ saved: true, issues: [] });
  return draft.clientId;
};

describe("the document list", () => {
  it("opens one draft when shown, however often it is shown, and none when configured not to", async () => {
    const { session } = await onDocumentsPage();
    expect(pageRecordLists(session.getSnapshot()).map((list) => [list.template.metadataHash, list.kind])).toEqual([
      [DOCUMENTS, "documents"],
      [REPAIRS, "table"]
    ]);
    await session.openRecordList(DOCUMENTS);
    await session.openRecordList(DOCUMENTS);
    expect(documents(session).drafts).toHaveLength(1);
    expect(documents(session).drafts[0]?.clientId).toMatch(/^DocumentContexts_[A-Za-z0-9]{8}$/);
    await session.dispose();

    const { session: quiet } = await onDocumentsPage({}, config({ noInitialDraft: "true" }));
    await quiet.openRecordList(DOCUMENTS);
    expect(documents(quiet).drafts).toEqual([]);
    await quiet.startDraft(DOCUMENTS);
    await quiet.startDraft(DOCUMENTS);
    expect(documents(quiet).drafts).toHaveLength(1);
    await quiet.dispose();
  });

  it("stores an accepted PDF with its name, size and type written beside it", async () => {
    const { session } = await onDocumentsPage();
    const draft = await openDraft(session);
    const file = pdf("receipt.pdf");
    expect(await session.chooseFile(draft.clientId, "documentFile", file)).toEqual({ accepted: true, issue: null });
    expect(draftNow(session, draft.clientId).fields).toMatchObject({ documentFile: [file], name: "receipt.pdf", size: file.size, type: "application/pdf" });
    await session.dispose();
  });

  it("refuses a renamed executable by its content, leaving the field as it was and the reason on it", async () => {
    const { session } = await onDocumentsPage();
    const draft = await openDraft(session);
    const outcome = await session.chooseFile(draft.clientId, "documentFile", pdf("invoice.pdf", "MZ\u0090\u0000 not a pdf"));
    expect(outcome).toMatchObject({ accepted: false, issue: { code: "uploadTypeNotAllowed", params: { fileName: "invoice.pdf" } } });
    expect(draftNow(session, draft.clientId).fields.documentFile).toBeNull();
    expect(fieldIssues(session, draft.clientId, "documentFile").map((found) => found.code)).toEqual(["uploadTypeNotAllowed"]);
    // A good file afterwards replaces the reason.
    await session.chooseFile(draft.clientId, "documentFile", pdf("invoice.pdf"));
    expect(fieldIssues(session, draft.clientId, "documentFile")).toEqual([]);
    await session.dispose();
  });

  it("refuses a file over the limit without reading it, and says the limit", async () => {
    let reads = 0;
    const counting = Layer.succeed(FileContent, {
      head: () => Effect.sync(() => ((reads += 1), new Uint8Array())),
      sha256: () => Effect.sync(() => ((reads += 1), ""))
    });
    const { session } = await onDocumentsPage({ settings: { uploads: { maxFileBytes: 16, mediaTypes: ["application/pdf"] } }, fileContent: counting });
    const draft = await openDraft(session);
    const outcome = await session.chooseFile(draft.clientId, "documentFile", pdf("big.pdf", "%PDF-1.7 seventeen+"));
    expect(outcome.issue).toMatchObject({ code: "uploadTooLarge", params: { max: "16 bytes" } });
    expect(reads).toBe(0);
    await session.dispose();
  });

  it("says a file that cannot be read could not be read", async () => {
    const { FileUnreadable } = await import("../../../application/ports/file-content.port.ts");
    const failing = Layer.succeed(FileContent, {
      head: (file: FileEntry) => Effect.fail(new FileUnreadable({ fileName: file.name, detail: "NotReadableError" })),
      sha256: (file: FileEntry) => Effect.fail(new FileUnreadable({ fileName: file.name, detail: "NotReadableError" }))
    });
    const { session } = await onDocumentsPage({ fileContent: failing });
    const draft = await openDraft(session);
    expect((await session.chooseFile(draft.clientId, "documentFile", pdf("gone.pdf"))).issue?.code).toBe("uploadUnreadable");
    await session.dispose();
  });

  it("refuses a name already in the list and the same content under another name", async () => {
    const { session } = await onDocumentsPage();
    await uploadDocument(session, pdf("receipt.pdf"));
    const [draft] = documents(session).drafts;
    const byName = await session.chooseFile(draft!.clientId, "documentFile", pdf("Receipt.PDF", "%PDF-1.7\nanother\n"));
    expect(byName.issue).toMatchObject({ code: "documentFileExists", params: { fileName: "Receipt.PDF" } });
    const byContent = await session.chooseFile(draft!.clientId, "documentFile", pdf("copy.pdf"));
    expect(byContent.issue).toMatchObject({ code: "uploadSameContent", params: { fileName: "copy.pdf", existingName: "receipt.pdf" } });
    expect((await session.chooseFile(draft!.clientId, "documentFile", pdf("other.pdf", "%PDF-1.7\nanother\n"))).accepted).toBe(true);
    await session.dispose();
  });

  it("does not upload a draft without its document type, showing every issue of the draft", async () => {
    const { session } = await onDocumentsPage();
    const draft = await openDraft(session);
    await session.chooseFile(draft.clientId, "documentFile", pdf("receipt.pdf"));
    const outcome = await session.saveDraft(draft.clientId);
    expect(outcome.saved).toBe(false);
    expect(outcome.issues.map((found) => [found.path[1], found.code])).toEqual([["documentType", "required"]]);
    expect(fieldIssues(session, draft.clientId, "documentType")).toHaveLength(1);
    expect(documents(session).saved).toEqual([]);
    await session.dispose();
  });

  it("uploads a valid draft as a document context, opens the next draft and shows 'saved' for 5 seconds", async () => {
    const { session, clock } = await onDocumentsPage();
    // Next first: the required list is empty.
    expect((await session.proceed()).issues.map((found) => [found.path, found.code])).toEqual([[[DOCUMENTS], "provideDocumentation"]]);
    const clientId = await uploadDocument(session, pdf("receipt.pdf"));
    const list = documents(session);
    expect(list.saved.map((record) => [record.clientId, record.metadata.dtoMapping])).toEqual([[clientId, "documentContexts"]]);
    expect(list.drafts).toHaveLength(1);
    expect(list.drafts[0]?.clientId).not.toBe(clientId);
    // The saved record is the list's, not one of the page's own models; the list's issue is settled.
    expect(currentPage(session.getSnapshot())?.models).toEqual([]);
    expect(session.getSnapshot().pageIssues).toEqual([]);
    expect(session.getSnapshot().savedNotice).toEqual({ clientId, until: clock.reading() + 5000 });

    const ending = session.endSavedNotice();
    await Effect.runPromise(clock.advance(4999));
    expect(session.getSnapshot().savedNotice).not.toBeNull();
    await Effect.runPromise(clock.advance(1));
    await ending;
    expect(session.getSnapshot().savedNotice).toBeNull();
    await session.dispose();
  });

  it("opens no new draft after an upload when the template says noNewDraft", async () => {
    const { session } = await onDocumentsPage({}, config({ noNewDraft: "true" }));
    await uploadDocument(session, pdf("receipt.pdf"));
    expect(documents(session).drafts).toEqual([]);
    await session.openRecordList(DOCUMENTS);
    expect(documents(session).drafts).toEqual([]);
    await session.dispose();
  });

  it("blocks Next while a draft holds unsaved input, and Cancel discards it with its issues for a fresh draft", async () => {
    const { session } = await onDocumentsPage();
    await uploadDocument(session, pdf("receipt.pdf"));
    const [draft] = documents(session).drafts;
    await session.editField(draft!.clientId, "documentType", "Receipt");
    expect((await session.proceed()).issues.map((found) => found.code)).toEqual(["formIsDirty"]);
    await session.saveDraft(draft!.clientId);
    expect(fieldIssues(session, draft!.clientId, "documentFile")).toHaveLength(1);

    await session.cancelDraft(draft!.clientId);
    const after = documents(session);
    expect(after.drafts).toHaveLength(1);
    expect(after.drafts[0]?.clientId).not.toBe(draft!.clientId);
    expect(session.getSnapshot().pageIssues.filter((found) => found.path[0] === draft!.clientId)).toEqual([]);
    expect(after.saved).toHaveLength(1);
    await session.dispose();
  });

  it("edits a saved document in the draft form: Upload puts it back changed in its place, Cancel as it was, and a begun draft stays open", async () => {
    const { session } = await onDocumentsPage();
    const first = await uploadDocument(session, pdf("receipt.pdf"));
    const second = await uploadDocument(session, pdf("invoice.pdf", "%PDF-1.7\ninvoice\n"));
    const [begun] = documents(session).drafts;
    await session.editField(begun!.clientId, "documentType", "Receipt");

    await session.editRecord(first);
    let list = documents(session);
    expect(list.saved.map((record) => record.clientId)).toEqual([second]);
    expect(list.drafts.map((draft) => draft.clientId)).toEqual([first, begun!.clientId]);
    expect(list.drafts[0]).toMatchObject({ metadata: { dtoMapping: "DocumentContexts" }, fields: { name: "receipt.pdf", documentType: "Receipt" } });
    expect(session.getSnapshot().editing).toMatchObject({ original: { clientId: first, fields: { documentType: "Receipt" } } });

    // Cancel: the document as it was, in its place; no second draft opens beside the begun one.
    await session.editField(first, "documentType", "Invoice");
    await session.cancelDraft(first);
    list = documents(session);
    expect(list.saved.map((record) => [record.clientId, record.fields["documentType"]])).toEqual([
      [first, "Receipt"],
      [second, "Receipt"]
    ]);
    expect(list.drafts.map((draft) => draft.clientId)).toEqual([begun!.clientId]);
    expect(session.getSnapshot().editing).toBeNull();

    // Upload: changed, in its place, saved as a document context again.
    await session.editRecord(first);
    await session.editField(first, "documentType", "Invoice");
    expect(await session.saveDraft(first)).toEqual({ saved: true, issues: [] });
    list = documents(session);
    expect(list.saved.map((record) => [record.clientId, record.fields["documentType"], record.metadata.dtoMapping])).toEqual([
      [first, "Invoice", "documentContexts"],
      [second, "Receipt", "documentContexts"]
    ]);
    expect(list.drafts.map((draft) => draft.clientId)).toEqual([begun!.clientId]);
    expect(session.getSnapshot().editing).toBeNull();
    await session.dispose();
  });

  it("removes a saved document and its 'saved' notice", async () => {
    const { session } = await onDocumentsPage();
    const clientId = await uploadDocument(session, pdf("receipt.pdf"));
    await session.deleteRecord(clientId);
    expect(documents(session).saved).toEqual([]);
    expect(session.getSnapshot().savedNotice).toBeNull();
    await session.dispose();
  });

  it("submits the saved documents as files named by their document context", async () => {
    const parts: { name: string; fileName: string | null; size: number | null }[] = [];
    let contexts: unknown = null;
    server.use(
      http.post(claimsApiUrl("/api/forms/documents-upload"), async ({ request }) => {
        const body = await request.formData();
        for (const [name, value] of body.entries()) {
          parts.push({ name, fileName: typeof value === "string" ? null : value.name, size: typeof value === "string" ? null : value.size });
        }
        const part = body.get("documentContexts");
        contexts = typeof part === "string" ? JSON.parse(part) : null;
        return HttpResponse.json({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "REF-DOCS01" });
      })
    );
    const { session } = await onDocumentsPage({}, config().slice(0, 2));
    const file = pdf("receipt.pdf");
    const clientId = await uploadDocument(session, file);
    expect(await session.submit()).toMatchObject({ submitted: true });
    expect(parts.filter((part) => part.name === "documents")).toEqual([{ name: "documents", fileName: clientId, size: file.size }]);
    expect(contexts).toEqual([
      expect.objectContaining({ clientId, fields: expect.objectContaining({ name: "receipt.pdf", documentType: "Receipt" }) as unknown }) as unknown
    ]);
    await session.dispose();
  });
});

describe("the record table", () => {
  const repairs = (session: ClaimSession) => recordList(session.getSnapshot(), REPAIRS);

  it("opens its initial rows once", async () => {
    const { session } = await onDocumentsPage({}, config({}, { initialRows: "2" }));
    await session.openRecordList(REPAIRS);
    await session.openRecordList(REPAIRS);
    expect(repairs(session).drafts).toHaveLength(2);
    await session.dispose();
  });

  it("leaves an untouched row alone, shows a filled row's issues, and saves it once it validates", async () => {
    const { session } = await onDocumentsPage();
    await session.addRow(REPAIRS);
    const [row] = repairs(session).drafts;
    const clientId = row!.clientId;
    expect(await session.saveRow(clientId)).toEqual({ saved: false, issues: [] });
    expect(session.getSnapshot().pageIssues).toEqual([]);

    await session.editField(clientId, "repairShop", "Northwind Service");
    const failed = await session.saveRow(clientId);
    expect(failed.saved).toBe(false);
    expect(failed.issues.map((found) => [found.path[1], found.code])).toEqual([["repairAmount", "required"]]);
    expect(repairs(session).drafts).toHaveLength(1);

    await session.editField(clientId, "repairAmount", "40");
    expect(await session.saveRow(clientId)).toEqual({ saved: true, issues: [] });
    expect(repairs(session).saved.map((record) => [record.clientId, record.metadata.dtoMapping])).toEqual([[clientId, "claimTransactions"]]);
    expect(repairs(session).drafts).toEqual([]);
    expect(session.getSnapshot().pageIssues).toEqual([]);
    expect(session.getSnapshot().savedNotice?.clientId).toBe(clientId);
    // A saved row is saved: leaving it again changes nothing.
    expect(await session.saveRow(clientId)).toEqual({ saved: true, issues: [] });
    await session.deleteRecord(clientId);
    expect(repairs(session).saved).toEqual([]);
    await session.dispose();
  });

  it("settles the table minimum once enough rows are saved", async () => {
    const { session } = await onDocumentsPage({}, config({}, { minRecords: "1" }));
    await uploadDocument(session, pdf("receipt.pdf"));
    await session.cancelDraft(documents(session).drafts[0]!.clientId);
    expect((await session.proceed()).issues.map((found) => [found.path, found.code])).toEqual([[[REPAIRS], "minInstances"]]);
    await session.addRow(REPAIRS);
    const clientId = repairs(session).drafts[0]!.clientId;
    await session.editField(clientId, "repairShop", "Northwind Service");
    await session.editField(clientId, "repairAmount", "40");
    await session.saveRow(clientId);
    expect(session.getSnapshot().pageIssues).toEqual([]);
    await session.dispose();
  });
});

// The documents page as a claimant uses it, on the demo's DocumentsUpload form: the limits said before a
// file is picked, real files checked by their first bytes (a renamed executable refused), too large, a
// name or a content already in the list refused, Upload, Cancel, Remove, Edit where the list allows it (and
// not by default), and 'Saved' gone after 5 seconds.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent, type UserEvent } from "@testing-library/user-event";
import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MEGABYTE } from "../../../../domain/uploads/byte-size.ts";
import { formatIssue } from "../../../../domain/validation/validation-messages.ts";
import { loadCaseAt } from "../../../domain/case/load-case-at.ts";
import { claimsApiUrl } from "../../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, type RenderSiteOptions, serveDemoApi } from "../../support/render-site.tsx";

const api = serveDemoApi();
const demo = await loadCaseAt("cases/demo");

/** The demo content's text for a key with its {placeholders} filled, as the site shows it. */
const text = (key: string, params: Readonly<Record<string, string>> = {}): string =>
  demoText(key).replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);

const pdf = (name: string, body = "%PDF-1.7\n1 0 obj\n", type = "application/pdf"): File => new File([body], name, { type });

/** The demo's configuration with Edit allowed on DocumentsUpload's documents (the demo allows it on Standard's). */
const withEdit = () =>
  demo.modelConfig.map((item) =>
    item.metadataHash === "nwd-documents-upload-documents" ? { ...item, metadata: { ...item.metadata, allowEdit: "true" } } : item
  );

/** Authorized for DocumentsUpload with the demo's configuration, on its supporting-documents page. */
const onDocumentsPage = async (options: RenderSiteOptions = {}, config: typeof demo.modelConfig = demo.modelConfig) => {
  api.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(config)));
  const rendered = renderSite("/documents-upload", options);
  const user = userEvent.setup();
  // The first page's chunks load on the first visit: slow on a busy machine.
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_DocumentsUploadStart") }, { timeout: 10_000 });
  await user.type(screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_NoticeId")}`) }), "NWD-10000001");
  await user.type(screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_Pin")}`) }), "123456");
  await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Start") }));
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_SupportingDocuments") });
  await screen.findByRole("button", { name: demoText("LocKey_Button_Upload") });
  return { ...rendered, user };
};

const fileInput = (): HTMLInputElement => screen.getByLabelText(`${demoText("LocKey_Label_DocumentFile")} ${demoText("LocKey_Required_Marker")}`);
const documentType = (): HTMLSelectElement => screen.getByRole("combobox", { name: new RegExp(`^${demoText("LocKey_Label_DocumentType")}`) });
const savedTable = () => screen.queryByRole("table", { name: demoText("LocKey_Records_DocumentContexts") });
// jsdom drops the space between the button's text and its hidden part that a browser keeps.
const removeName = (fileName: string) => new RegExp(`^${demoText("LocKey_Button_Remove")}\\s?${fileName.replace(".", "\\.")}$`);
const editName = (fileName: string) => new RegExp(`^${demoText("LocKey_Button_Edit")}\\s?${fileName.replace(".", "\\.")}$`);
/** The list's own status region: the last in its section (each file field above it has one too). */
const savedStatus = () => screen.getAllByRole("status").filter((region) => region.parentElement?.tagName === "SECTION").at(-1)!;

const upload = async (user: UserEvent, file: File) => {
  await user.upload(fileInput(), file);
  await screen.findByText(text("LocKey_FileUpload_Chosen", { fileName: file.name, size: `${String(file.size)} bytes` }));
  await user.selectOptions(documentType(), "Receipt");
  await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Upload") }));
  await waitFor(() => {
    expect(within(savedTable()!).getByRole("cell", { name: file.name })).toBeInTheDocument();
  });
};

describe("the document list", () => {
  it("says the accepted kinds and the largest size before a file is picked, and lists an accepted PDF with its name and size", async () => {
    const { user, session } = await onDocumentsPage();
    const input = fileInput();
    expect(input).toHaveAccessibleDescription(text("LocKey_FileUpload_Limits", { types: "PDF, PNG, JPEG, GIF, TIFF, WebP, HEIC", max: "10 MB" }));
    expect(input.accept.split(",")).toEqual(expect.arrayContaining(["application/pdf", ".pdf", "image/png", ".heic"]));
    expect(input).not.toHaveAttribute("multiple");
    expect(screen.getByText(demoText("LocKey_Records_Empty"))).toBeInTheDocument();

    const file = pdf("receipt.pdf");
    await upload(user, file);
    const row = within(savedTable()!).getAllByRole("row")[1]!;
    // What each cell says to a screen reader: its value (the column's name drawn beside it on a phone is hidden from it).
    const cells = within(row).getAllByRole("cell");
    const heard = [
      "receipt.pdf",
      `${String(file.size)} bytes`,
      demoText("LocKey_Option_DocumentType_Receipt"),
      "",
      expect.stringContaining(demoText("LocKey_Button_Remove"))
    ];
    expect(cells).toHaveLength(heard.length);
    cells.forEach((cell, index) => {
      expect(cell).toHaveAccessibleName(heard[index]);
    });
    // The stacked layout's labels name each value's column.
    expect(within(cells[0]!).getByText(demoText("LocKey_Records_FileName"))).toHaveAttribute("aria-hidden", "true");
    expect(savedStatus()).toHaveTextContent(demoText("LocKey_Message_Saved"));
    const saved = session.getSnapshot().models?.saved.filter((model) => model.metadata.dtoMapping === "documentContexts");
    expect(saved?.map((model) => model.fields.name)).toEqual(["receipt.pdf"]);
    // A fresh draft is open for the next document.
    expect(fileInput().files).toHaveLength(0);
  });

  it("says the description is required only while the document's type is Other, as its rule does", async () => {
    const { user } = await onDocumentsPage();
    const label = demoText("LocKey_Label_DocumentDescription");
    const marked = `${label} ${demoText("LocKey_Required_Marker")}`;
    expect(screen.getByRole("textbox", { name: label })).toBeInTheDocument();
    await user.selectOptions(documentType(), "Other");
    expect(await screen.findByRole("textbox", { name: marked })).toBeInTheDocument();
    await user.selectOptions(documentType(), "Receipt");
    expect(await screen.findByRole("textbox", { name: label })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: marked })).toBeNull();
  });

  it("refuses an executable renamed to .pdf by its content, says why on the field and keeps it empty", async () => {
    const { user } = await onDocumentsPage();
    await user.upload(fileInput(), pdf("invoice.pdf", "MZ\u0090\u0000\u0003 this program cannot be run in DOS mode"));
    const message = formatIssue(
      { path: [], code: "uploadTypeNotAllowed", params: { fileName: "invoice.pdf", types: "PDF, PNG, JPEG, GIF, TIFF, WebP, HEIC" } },
      (key) => demoText(key)
    );
    await waitFor(() => {
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    });
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(fileInput().files).toHaveLength(0);
    expect(screen.queryByText(new RegExp(demoText("LocKey_FileUpload_Chosen").split("{")[0]!))).toBeNull();
    // An error shown on a field is not announced: the reason is said in the field's status region too.
    expect(screen.getAllByRole("status").some((region) => region.textContent.includes(message))).toBe(true);
  });

  it("refuses a file over the deployment's limit and says the limit", async () => {
    const { user } = await onDocumentsPage({ settings: { uploads: { maxFileBytes: MEGABYTE, mediaTypes: ["application/pdf"] } } });
    expect(fileInput()).toHaveAccessibleDescription(text("LocKey_FileUpload_Limits", { types: "PDF", max: "1 MB" }));
    const big = new File(["%PDF-1.7\n", new Uint8Array(MEGABYTE)], "scan.pdf", { type: "application/pdf" });
    await user.upload(fileInput(), big);
    await waitFor(() => {
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(text("LocKey_Validation_Document_TooLarge", { fileName: "scan.pdf", max: "1 MB" })));
    });
  });

  it("refuses a second file of the same name, and the same content under another name", async () => {
    const { user } = await onDocumentsPage();
    await upload(user, pdf("receipt.pdf"));
    await user.upload(fileInput(), pdf("receipt.pdf", "%PDF-1.7\nanother document\n"));
    await waitFor(() => {
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(text("LocKey_Validation_Document_FileExists", { fileName: "receipt.pdf" })));
    });
    await user.upload(fileInput(), pdf("receipt-copy.pdf"));
    await waitFor(() => {
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining(text("LocKey_Validation_Document_SameContent", { fileName: "receipt-copy.pdf", existingName: "receipt.pdf" }))
      );
    });
    expect(within(savedTable()!).getAllByRole("row")).toHaveLength(2);
  });

  it("does not upload without a document type: the select says it is required and takes focus", async () => {
    const { user } = await onDocumentsPage();
    const file = pdf("receipt.pdf");
    await user.upload(fileInput(), file);
    await screen.findByText(text("LocKey_FileUpload_Chosen", { fileName: "receipt.pdf", size: `${String(file.size)} bytes` }));
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Upload") }));
    await waitFor(() => {
      expect(documentType()).toHaveFocus();
    });
    expect(documentType()).toHaveAttribute("aria-invalid", "true");
    expect(documentType()).toHaveAccessibleDescription(expect.stringContaining(demoText("LocKey_Validation_Required")));
    expect(savedTable()).toBeNull();
  });

  it("cancels the draft: the chosen file and the issues go, a fresh draft opens", async () => {
    const { user, session } = await onDocumentsPage();
    const file = pdf("receipt.pdf");
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Upload") }));
    await waitFor(() => {
      expect(documentType()).toHaveAttribute("aria-invalid", "true");
    });
    const before = session.getSnapshot().models?.drafts[0]?.clientId;
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Cancel") }));
    await waitFor(() => {
      expect(documentType()).not.toHaveAttribute("aria-invalid");
    });
    expect(screen.queryByText(text("LocKey_FileUpload_Chosen", { fileName: "receipt.pdf", size: `${String(file.size)} bytes` }))).toBeNull();
    const drafts = session.getSnapshot().models?.drafts ?? [];
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.clientId).not.toBe(before);
    expect(session.getSnapshot().pageIssues).toEqual([]);
  });

  it("removes a saved document with its own Remove button, keeping the claimant's place", async () => {
    const { user, session } = await onDocumentsPage();
    await upload(user, pdf("receipt.pdf"));
    await upload(user, pdf("invoice.pdf", "%PDF-1.4\ninvoice\n"));
    await user.click(screen.getByRole("button", { name: removeName("receipt.pdf") }));
    await waitFor(() => {
      expect(within(savedTable()!).getAllByRole("row")).toHaveLength(2);
    });
    expect(within(savedTable()!).queryByRole("cell", { name: "receipt.pdf" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: demoText("LocKey_Records_DocumentContexts") })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: removeName("invoice.pdf") }));
    await screen.findByText(demoText("LocKey_Records_Empty"));
    expect(session.getSnapshot().models?.saved.filter((model) => model.metadata.dtoMapping === "documentContexts")).toEqual([]);
  });

  it("has no Edit button unless the list allows it", async () => {
    const { user } = await onDocumentsPage();
    await upload(user, pdf("receipt.pdf"));
    expect(screen.getByRole("button", { name: removeName("receipt.pdf") })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: editName("receipt.pdf") })).toBeNull();
  });

  it("edits a saved document where allowed: the draft form names it and takes focus, and Upload puts it back changed", async () => {
    const { user } = await onDocumentsPage({}, withEdit());
    await upload(user, pdf("receipt.pdf"));
    await upload(user, pdf("invoice.pdf", "%PDF-1.4\ninvoice\n"));
    await user.click(screen.getByRole("button", { name: editName("receipt.pdf") }));
    const heading = await screen.findByRole("heading", { level: 3, name: text("LocKey_Records_Editing", { name: "receipt.pdf" }) });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(within(savedTable()!).queryByRole("cell", { name: "receipt.pdf" })).toBeNull();
    expect(documentType()).toHaveValue("Receipt");
    await user.selectOptions(documentType(), "Photo");
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Upload") }));
    await waitFor(() => {
      expect(within(savedTable()!).getByRole("cell", { name: "receipt.pdf" })).toBeInTheDocument();
    });
    const rows = within(savedTable()!).getAllByRole("row");
    // Back in its place, first, with its new type.
    expect(within(rows[1]!).getByRole("cell", { name: "receipt.pdf" })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("cell", { name: demoText("LocKey_Option_DocumentType_Photo") })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: demoText("LocKey_Records_DocumentContexts_Draft") })).toBeInTheDocument();
  });

  it("says 'Saved' in a polite live region for 5 seconds", async () => {
    const { user, clock } = await onDocumentsPage();
    expect(savedStatus()).toHaveAttribute("aria-live", "polite");
    expect(savedStatus()).toHaveTextContent(/^$/);
    await upload(user, pdf("receipt.pdf"));
    expect(savedStatus()).toHaveTextContent(demoText("LocKey_Message_Saved"));
    await Effect.runPromise(clock.advance(4900));
    expect(savedStatus()).toHaveTextContent(demoText("LocKey_Message_Saved"));
    await Effect.runPromise(clock.advance(100));
    await waitFor(() => {
      expect(savedStatus()).toHaveTextContent(/^$/);
    });
  });
});

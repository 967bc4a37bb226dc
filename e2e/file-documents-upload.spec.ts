// The DocumentsUpload form from its page on a theme server (the captcha-on spec sends one through the API
// only): a file that is no PDF under a .pdf name is refused on its field; a PDF and a PNG are uploaded with
// their types; Submit Documents shows the reference code; both files are in the database, byte for byte.
import { createHash } from "node:crypto";
import { filedDocumentBytes, findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { enterCredentials, expectNoAxeViolations, expectPage, fieldByLabel, startButton, usMembersFor } from "./support/file-claim.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { expect, test } from "./support/site-test.ts";
import { documentsTable, LABELS, RECEIPT_FILE, RECEIPT_TYPE, shownReferenceCode, SMALL_PDF, submitButton, uploadButton } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("DocumentsUpload")[5]!;

/** A 1×1 PNG. */
const PHOTO = {
  name: "label-photo.png",
  mimeType: "image/png",
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64")
} as const;

/** Plain text under a PDF's name and type: its content gives it away. */
const NOT_A_PDF = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("These are my notes, not a PDF.\n", "utf8") } as const;

const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

test("documents uploaded on the DocumentsUpload form are filed with their bytes", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(60_000);
  const server = testInfo.project.name;
  await page.goto("/documents-upload?culture=en");
  await expectPage(page, "LocKey_PageTitle_DocumentsUploadStart");
  await enterCredentials(page, MEMBER);
  await startButton(page).click();

  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  expect(new URL(page.url()).pathname).toBe("/documents-upload/supporting-documents");
  const file = fieldByLabel(page, LABELS.documentFile);
  const type = fieldByLabel(page, LABELS.documentType);

  await file.setInputFiles(NOT_A_PDF);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toHaveAccessibleDescription(new RegExp(`${en("LocKey_Error_Prefix")} .*${NOT_A_PDF.name}`));
  await expect(documentsTable(page)).toHaveCount(0);

  await file.setInputFiles(RECEIPT_FILE);
  await expect(file).not.toHaveAttribute("aria-invalid", "true");
  await type.selectOption({ label: RECEIPT_TYPE });
  await uploadButton(page).click();
  await expect(documentsTable(page).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();

  await fieldByLabel(page, LABELS.documentFile).setInputFiles(PHOTO);
  await fieldByLabel(page, LABELS.documentType).selectOption({ label: en("LocKey_Option_DocumentType_Photo") });
  await uploadButton(page).click();
  await expect(documentsTable(page).getByRole("row")).toHaveCount(3);
  await expect(documentsTable(page).getByRole("cell", { name: PHOTO.name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "documents-upload-supporting-documents");

  await submitButton(page, "LocKey_Button_SubmitDocuments").click();

  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
  expect(new URL(page.url()).pathname).toBe("/documents-upload/confirmation");
  await expectNoAxeViolations(page);
  const claim = await findFiledClaim(server, referenceCode);
  expect(claim).toMatchObject({
    formType: "DocumentsUpload",
    payload: {
      credentials: { fields: { noticeId: MEMBER.noticeId } },
      documentContexts: [{ fields: { name: RECEIPT_FILE.name, documentType: "Receipt" } }, { fields: { name: PHOTO.name, documentType: "Photo" } }]
    }
  });
  expect(claim!.documents.map(({ name, mediaType, size, sha256: digest }) => ({ name, mediaType, size, digest }))).toEqual([
    { name: RECEIPT_FILE.name, mediaType: "application/pdf", size: SMALL_PDF.length, digest: sha256(SMALL_PDF) },
    { name: PHOTO.name, mediaType: "image/png", size: PHOTO.buffer.length, digest: sha256(PHOTO.buffer) }
  ]);
  for (const [document, bytes] of [
    [claim!.documents[0]!, SMALL_PDF],
    [claim!.documents[1]!, PHOTO.buffer]
  ] as const) {
    expect((await filedDocumentBytes(server, referenceCode, document.contextClientId))?.equals(bytes)).toBe(true);
  }
  expect(problems.list()).toEqual([]);
});

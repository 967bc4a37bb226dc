// The file block while picks are checked: a polite status names the file being checked and empties once
// the check ends; a refused latest pick empties the input, while the late outcome of a superseded pick
// (accepted or refused) leaves the input, the field and its issues as the later pick made them.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ChooseFileOutcome } from "../../../../application/use-cases/choose-file.ts";
import { renderFields } from "../../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../../support/render-site.tsx";
import { FILE_FIELDS, PNG_SIGNATURE } from "./file-field-kit.ts";

const api = serveDemoApi();

const SETTINGS = { settings: { uploads: { maxFileBytes: 4096, mediaTypes: ["image/png"] } } };

const png = (name: string): File => new File([PNG_SIGNATURE], name, { type: "image/png" });
/** Named and typed like a PNG, but its bytes are a PDF's. */
const notPng = (name: string): File => new File(["%PDF-1.7\n"], name, { type: "image/png" });

/** The file, its reading (what its kind is checked by) held until the returned function lets it go. */
const slowToRead = (file: File): { readonly file: File; readonly release: () => void } => {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slice = file.slice.bind(file);
  Object.defineProperty(file, "slice", {
    value: (...range: Parameters<Blob["slice"]>) => {
      const part = slice(...range);
      const read = part.arrayBuffer.bind(part);
      Object.defineProperty(part, "arrayBuffer", { value: () => gate.then(read) });
      return part;
    }
  });
  return { file, release };
};

const SUPERSEDED: ChooseFileOutcome = { accepted: false, issue: null, superseded: true };

const checkingText = (fileName: string) => demoText("LocKey_FileUpload_Checking").replace("{fileName}", fileName);

describe("the file block while a pick is checked", () => {
  it("says politely which file is being checked, and stops once the check ends", async () => {
    const { user, valueOf } = await renderFields(api, FILE_FIELDS, SETTINGS);
    const input: HTMLInputElement = screen.getByLabelText("Proof of purchase");
    const slow = slowToRead(png("label.png"));
    await user.upload(input, slow.file);

    const status = await screen.findByText(checkingText("label.png"));
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(valueOf("proof")).toBeNull();

    slow.release();
    await waitFor(() => {
      expect(valueOf("proof")).toEqual([slow.file]);
    });
    // The region stays, empty, so the next change in it is heard.
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(checkingText("label.png"))).not.toBeInTheDocument();
  });

  it("empties the input for a refused later pick, and an earlier pick accepted after it changes nothing", async () => {
    const { user, valueOf, session } = await renderFields(api, FILE_FIELDS, SETTINGS);
    const picks = vi.spyOn(session, "chooseFile");
    const input: HTMLInputElement = screen.getByLabelText("Proof of purchase");
    const slow = slowToRead(png("label.png"));
    await user.upload(input, slow.file);
    await screen.findByText(checkingText("label.png"));

    await user.upload(input, notPng("scan.png"));
    await waitFor(() => {
      expect(input).toHaveAttribute("aria-invalid", "true");
    });
    expect(screen.queryByText(checkingText("label.png"))).not.toBeInTheDocument();
    await waitFor(() => {
      expect(input.files).toHaveLength(0);
    });

    slow.release();
    await waitFor(() => {
      expect(picks.mock.settledResults[0]).toEqual({ type: "fulfilled", value: SUPERSEDED });
    });
    expect(valueOf("proof")).toBeNull();
    expect(valueOf("name")).toBeNull();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("scan.png"));
    expect(input.files).toHaveLength(0);
  });

  it("keeps the later accepted pick in the input when an earlier pick is refused after it", async () => {
    const { user, valueOf, session } = await renderFields(api, FILE_FIELDS, SETTINGS);
    const picks = vi.spyOn(session, "chooseFile");
    const input: HTMLInputElement = screen.getByLabelText("Proof of purchase");
    const slow = slowToRead(notPng("scan.png"));
    await user.upload(input, slow.file);
    await screen.findByText(checkingText("scan.png"));

    const photo = png("label.png");
    await user.upload(input, photo);
    await waitFor(() => {
      expect(valueOf("proof")).toEqual([photo]);
    });

    slow.release();
    await waitFor(() => {
      expect(picks.mock.settledResults[0]).toEqual({ type: "fulfilled", value: SUPERSEDED });
    });
    expect(input.files?.[0]).toBe(photo);
    expect(input).not.toHaveAttribute("aria-invalid", "true");
    expect(valueOf("proof")).toEqual([photo]);
    expect(valueOf("name")).toBe("label.png");
    expect(screen.getByText(/label\.png/)).toBeInTheDocument();
  });
});

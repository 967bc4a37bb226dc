// The file block on its own: one file per input, the limits tied to the input as its description, a
// PNG known by its bytes stored with its name, size and type beside it, and a picker closed without a
// choice keeping the file chosen before.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../../support/render-site.tsx";
import { FILE_FIELDS, PNG_SIGNATURE } from "./file-field-kit.ts";

const api = serveDemoApi();

describe("the file block", () => {
  it("stores one accepted file with its name, size and type, and keeps it when the picker closes empty", async () => {
    const { user, valueOf } = await renderFields(api, FILE_FIELDS, { settings: { uploads: { maxFileBytes: 4096, mediaTypes: ["image/png"] } } });
    const input: HTMLInputElement = screen.getByLabelText("Proof of purchase");
    expect(input).toHaveAttribute("type", "file");
    expect(input).not.toHaveAttribute("multiple");
    expect(input).toHaveAttribute("accept", "image/png,.png");
    expect(input).toHaveAccessibleDescription(demoText("LocKey_FileUpload_Limits").replace("{types}", "PNG").replace("{max}", "4 KB"));

    const photo = new File([PNG_SIGNATURE], "label.png", { type: "image/png" });
    await user.upload(input, photo);
    await waitFor(() => {
      expect(valueOf("proof")).toEqual([photo]);
    });
    expect(valueOf("name")).toBe("label.png");
    expect(valueOf("size")).toBe(PNG_SIGNATURE.length);
    expect(valueOf("type")).toBe("image/png");

    // Some browsers empty the input when the picker is closed without a choice.
    Object.defineProperty(input, "files", { configurable: true, value: [] });
    fireEvent.change(input);
    expect(valueOf("proof")).toEqual([photo]);
    expect(screen.getByText(/label\.png/)).toBeInTheDocument();
  });

  it("stores nothing for a file whose bytes are no accepted kind, whatever its name says", async () => {
    const { user, valueOf } = await renderFields(api, FILE_FIELDS, { settings: { uploads: { maxFileBytes: 4096, mediaTypes: ["image/png"] } } });
    const input: HTMLInputElement = screen.getByLabelText("Proof of purchase");
    await user.upload(input, new File(["%PDF-1.7\n"], "label.png", { type: "image/png" }));
    await waitFor(() => {
      expect(input).toHaveAttribute("aria-invalid", "true");
    });
    expect(valueOf("proof")).toBeNull();
    expect(valueOf("name")).toBeNull();
  });
});

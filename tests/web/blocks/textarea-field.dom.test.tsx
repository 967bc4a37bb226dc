// The textarea block: five rows, the value stored as typed (emptied as null), every issue shown (a text
// field shows only its first) once left, the placeholder as a hint, and disabled by a dependency.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const DESCRIPTION = {
  key: "description",
  control: "textarea",
  label: "LocKey_Label_Description",
  placeholder: "LocKey_Placeholder_Description",
  validations: [
    { type: "maxLength", params: { max: 5 } },
    { type: "regularExpression", params: { pattern: "[0-9]+" } }
  ]
};

describe("the textarea block", () => {
  it("has five rows, says its placeholder as a hint and stores what is typed, an emptied one as null", async () => {
    const { user, valueOf } = await renderFields(api, [DESCRIPTION]);
    const area = screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("rows", "5");
    expect(area).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Description"));
    await user.type(area, "12{Enter}34");
    expect(valueOf("description")).toBe("12\n34");
    await user.clear(area);
    expect(valueOf("description")).toBeNull();
  });

  it("shows every issue once left, each with the hidden error prefix", async () => {
    const { user } = await renderFields(api, [DESCRIPTION, { key: "after", control: "text", label: "After" }]);
    const area = screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") });
    await user.type(area, "letters only");
    await user.tab();
    expect(area).toHaveAttribute("aria-invalid", "true");
    const messages = [
      demoText("LocKey_Validation_MaxLength").replace("{max}", "5"),
      demoText("regex-invalid-value")
    ];
    for (const message of messages) expect(screen.getByText(message)).toBeVisible();
    expect(screen.getAllByText(demoText("LocKey_Error_Prefix"))).toHaveLength(2);
    expect(area).toHaveAccessibleDescription(new RegExp(`${messages[0]!}.*${messages[1]!}$`));
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet, and hidden while a plain one is", async () => {
    await renderFields(api, [
      { key: "owner", control: "text", label: "Owner" },
      { ...DESCRIPTION, dependencies: { conditions: [{ field: "owner", hasValue: true }], disableInsteadOfHide: true } },
      { key: "notes", control: "textarea", label: "Notes", dependencies: { conditions: [{ field: "owner", hasValue: true }] } }
    ]);
    expect(screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") })).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Notes" })).toBeNull();
    expect(within(document.body).getByRole("textbox", { name: "Owner" })).toBeEnabled();
  });
});

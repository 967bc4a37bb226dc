// The checkbox block: a boolean whose box comes before its label, unset starting as false (unchecked) and each
// change storing true or false, Space toggling it, its first issue below it with an error style, the
// required marker, and disabled by a dependency.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const follows = (earlier: Node, later: Node): boolean => (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

const NOISE = { key: "problemNoise", control: "checkbox", label: "LocKey_Label_ProblemNoise" };

describe("the checkbox block", () => {
  it("starts an unset value as false, unchecked, then stores true and false as it is ticked and cleared", async () => {
    const { user, valueOf } = await renderFields(api, [NOISE]);
    const box = screen.getByRole("checkbox", { name: demoText("LocKey_Label_ProblemNoise") });
    expect(valueOf("problemNoise")).toBe(false);
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(valueOf("problemNoise")).toBe(true);
    expect(box).toBeChecked();
    await user.click(box);
    expect(valueOf("problemNoise")).toBe(false);
    expect(box).not.toBeChecked();
  });

  it("draws its box before its label, and ticks when the label is clicked", async () => {
    const { user, valueOf } = await renderFields(api, [NOISE]);
    const box = screen.getByRole("checkbox", { name: demoText("LocKey_Label_ProblemNoise") });
    const label = screen.getByText(demoText("LocKey_Label_ProblemNoise"));
    expect(follows(box, label)).toBe(true);
    await user.click(label);
    expect(valueOf("problemNoise")).toBe(true);
  });

  it("toggles with Space, and shows only its first issue below the box once left", async () => {
    const { user, valueOf } = await renderFields(api, [
      {
        ...NOISE,
        validations: [
          { type: "requireOnePropertyValTrue", params: { fields: ["problemNoise"] } }
        ]
      },
      { key: "after", control: "text", label: "After" }
    ]);
    const box = screen.getByRole("checkbox", { name: demoText("LocKey_Label_ProblemNoise") });
    await user.tab();
    while (document.activeElement !== box) await user.tab();
    await user.keyboard(" ");
    expect(valueOf("problemNoise")).toBe(true);
    expect(box).not.toHaveAttribute("aria-invalid");
    await user.keyboard(" ");
    expect(valueOf("problemNoise")).toBe(false);
    await user.tab();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(new RegExp(`${demoText("require-one-property-val-true")}$`));
    const message = screen.getByText(demoText("require-one-property-val-true"));
    expect(follows(box, message)).toBe(true);
    await user.click(box);
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(demoText("require-one-property-val-true"))).toBeNull();
  });

  it("shows the first of several issues when left unticked", async () => {
    const { user } = await renderFields(api, [
      {
        ...NOISE,
        validations: [
          { type: "regularExpression", params: { pattern: "^true$" } },
          { type: "requireOnePropertyValTrue", params: { fields: ["problemNoise"] } }
        ]
      },
      { key: "after", control: "text", label: "After" }
    ]);
    const box = screen.getByRole("checkbox", { name: demoText("LocKey_Label_ProblemNoise") });
    box.focus();
    await user.tab();
    expect(box).toHaveAccessibleDescription(new RegExp(`${demoText("regex-invalid-value")}$`));
    expect(screen.queryByText(demoText("require-one-property-val-true"))).toBeNull();
  });

  it("marks a required checkbox on its label, and says its placeholder as a hint", async () => {
    await renderFields(api, [{ ...NOISE, placeholder: "LocKey_Label_ProblemNotCooling", validations: [{ type: "required" }] }]);
    const box = screen.getByRole("checkbox", { name: `${demoText("LocKey_Label_ProblemNoise")} ${demoText("LocKey_Required_Marker")}` });
    expect(box).toHaveAccessibleDescription(demoText("LocKey_Label_ProblemNotCooling"));
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet", async () => {
    await renderFields(api, [
      { key: "phone", control: "text", label: "Phone" },
      { ...NOISE, dependencies: { conditions: [{ field: "phone", hasValue: true }], disableInsteadOfHide: true, resetValue: false } }
    ]);
    expect(screen.getByRole("checkbox", { name: demoText("LocKey_Label_ProblemNoise") })).toBeDisabled();
  });
});

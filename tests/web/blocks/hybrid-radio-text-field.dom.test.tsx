// The hybrid radio-text block: the options' radios and a last "Other" radio that reveals a labelled text
// input; the stored value is the chosen option's value or the typed text; arrow keys reach Other; a stored
// value that is no option reads as Other; the text's issues are tied to it; disabled by a dependency.
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldInputId } from "../../../web/blocks/field-id.ts";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const HOW_HEARD = {
  key: "howHeard",
  control: "hybridRadioText",
  label: "LocKey_Label_HowHeard",
  options: [
    { value: "Mail", label: "LocKey_Option_HowHeard_Mail" },
    { value: "Email", label: "LocKey_Option_HowHeard_Email" }
  ],
  validations: [{ type: "required" }, { type: "maxLength", params: { max: 6 } }]
};

const OTHER = demoText("LocKey_Option_Other");
const groupName = `${demoText("LocKey_Label_HowHeard")} ${demoText("LocKey_Required_Marker")}`;

describe("the hybrid radio-text block", () => {
  it("offers the options and Other last, the text input only once Other is chosen", async () => {
    const { user, valueOf } = await renderFields(api, [HOW_HEARD]);
    const group = screen.getByRole("group", { name: groupName });
    expect(within(group).getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["Mail", "Email", ""]);
    expect(within(group).getAllByRole("radio")[2]).toHaveAccessibleName(OTHER);
    expect(within(group).queryByRole("textbox")).toBeNull();
    await user.click(within(group).getByRole("radio", { name: demoText("LocKey_Option_HowHeard_Email") }));
    expect(valueOf("howHeard")).toBe("Email");
    expect(within(group).queryByRole("textbox")).toBeNull();
  });

  it("stores the typed text once Other is chosen, and the option's value again when an option is", async () => {
    const { user, valueOf } = await renderFields(api, [HOW_HEARD]);
    const group = screen.getByRole("group", { name: groupName });
    await user.click(within(group).getByRole("radio", { name: demoText("LocKey_Option_HowHeard_Mail") }));
    expect(valueOf("howHeard")).toBe("Mail");
    await user.click(within(group).getByRole("radio", { name: OTHER }));
    expect(within(group).getByRole("radio", { name: OTHER })).toBeChecked();
    expect(valueOf("howHeard")).toBeNull();
    const text = within(group).getByRole("textbox", { name: OTHER });
    await user.type(text, "Radio");
    expect(valueOf("howHeard")).toBe("Radio");
    expect(within(group).getByRole("radio", { name: OTHER })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: demoText("LocKey_Option_HowHeard_Mail") }));
    expect(valueOf("howHeard")).toBe("Mail");
    expect(within(group).queryByRole("textbox")).toBeNull();
  });

  it("reaches Other with the arrow keys and Tab into its text, and gives its first radio the field's id", async () => {
    const { user, valueOf, model } = await renderFields(api, [HOW_HEARD]);
    const mail = screen.getByRole("radio", { name: demoText("LocKey_Option_HowHeard_Mail") });
    expect(mail).toHaveAttribute("id", fieldInputId(model().clientId, "howHeard"));
    await user.click(mail);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("radio", { name: OTHER })).toHaveFocus();
    expect(screen.getByRole("radio", { name: OTHER })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("textbox", { name: OTHER })).toHaveFocus();
    await user.keyboard("Flyer");
    expect(valueOf("howHeard")).toBe("Flyer");
  });

  it("reads a stored value that is no option as Other with that text", async () => {
    const { session, model } = await renderFields(api, [HOW_HEARD]);
    await act(() => session.editField(model().clientId, "howHeard", "Poster"));
    expect(screen.getByRole("radio", { name: OTHER })).toBeChecked();
    expect(screen.getByRole("textbox", { name: OTHER })).toHaveValue("Poster");
    await act(() => session.editField(model().clientId, "howHeard", "Email"));
    expect(screen.getByRole("radio", { name: demoText("LocKey_Option_HowHeard_Email") })).toBeChecked();
    expect(screen.queryByRole("textbox", { name: OTHER })).toBeNull();
  });

  it("validates when focus leaves the group, tying the first issue to the group and the text", async () => {
    const { user } = await renderFields(api, [HOW_HEARD, { key: "after", control: "text", label: "After" }]);
    const group = screen.getByRole("group", { name: groupName });
    await user.click(within(group).getByRole("radio", { name: OTHER }));
    const text = within(group).getByRole("textbox", { name: OTHER });
    await user.type(text, "Billboard");
    await user.tab();
    expect(screen.getByRole("textbox", { name: "After" })).toHaveFocus();
    const tooLong = new RegExp(`${demoText("LocKey_Validation_MaxLength").replace("{max}", "6")}$`);
    expect(group).toHaveAccessibleDescription(tooLong);
    expect(text).toHaveAttribute("aria-invalid", "true");
    expect(text).toHaveAccessibleDescription(tooLong);
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet", async () => {
    await renderFields(api, [
      { key: "owner", control: "text", label: "Owner" },
      { ...HOW_HEARD, validations: [], dependencies: { conditions: [{ field: "owner", hasValue: true }], disableInsteadOfHide: true } }
    ]);
    const group = screen.getByRole("group", { name: demoText("LocKey_Label_HowHeard") });
    for (const radio of within(group).getAllByRole("radio")) expect(radio).toBeDisabled();
  });
});

// The radio block: a group named by its legend (with the required marker), one radio per option, the
// choice stored, arrow keys moving the choice, the group validated when focus leaves it (not between its
// radios, nor while a press inside it is under way), the error summary's link landing on the first radio,
// and disabled by a dependency.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const CONTACT = {
  key: "contactPreference",
  control: "radio",
  label: "LocKey_Label_ContactPreference",
  options: [
    { value: "Email", label: "LocKey_Option_ContactPreference_Email" },
    { value: "Phone", label: "LocKey_Option_ContactPreference_Phone" },
    { value: "Mail", label: "LocKey_Option_ContactPreference_Mail" }
  ],
  validations: [{ type: "required" }]
};

const groupName = `${demoText("LocKey_Label_ContactPreference")} ${demoText("LocKey_Required_Marker")}`;
const REQUIRED = new RegExp(`${demoText("LocKey_Validation_Required")}$`);

describe("the radio block", () => {
  it("draws a named group of translated radios, none chosen, and stores the one clicked", async () => {
    const { user, valueOf } = await renderFields(api, [CONTACT]);
    const group = screen.getByRole("group", { name: groupName });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["Email", "Phone", "Mail"]);
    for (const radio of radios) expect(radio).not.toBeChecked();
    await user.click(within(group).getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Phone") }));
    expect(valueOf("contactPreference")).toBe("Phone");
    expect(within(group).getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Phone") })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Mail") }));
    expect(valueOf("contactPreference")).toBe("Mail");
    expect(within(group).getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Phone") })).not.toBeChecked();
  });

  it("moves the choice with the arrow keys", async () => {
    const { user, valueOf } = await renderFields(api, [CONTACT]);
    const email = screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Email") });
    await user.click(email);
    await user.keyboard("{ArrowDown}");
    expect(valueOf("contactPreference")).toBe("Phone");
    expect(screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Phone") })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(valueOf("contactPreference")).toBe("Mail");
    await user.keyboard("{ArrowUp}");
    expect(valueOf("contactPreference")).toBe("Phone");
  });

  it("validates when focus leaves the group, and ties the issue to the group", async () => {
    const { user, session } = await renderFields(api, [
      { key: "before", control: "text", label: "Before" },
      CONTACT,
      { key: "after", control: "text", label: "After" }
    ]);
    const group = screen.getByRole("group", { name: groupName });
    await user.click(screen.getByRole("textbox", { name: "Before" }));
    await user.tab();
    expect(within(group).getAllByRole("radio")[0]).toHaveFocus();
    expect(session.getSnapshot().pageIssues).toEqual([]);
    await user.tab();
    expect(screen.getByRole("textbox", { name: "After" })).toHaveFocus();
    expect(group).toHaveAccessibleDescription(REQUIRED);
    expect(within(group).getByText(demoText("LocKey_Validation_Required"))).toBeVisible();
  });

  it("waits for a press inside the group to end before judging it, so the error never moves an option under the pointer", async () => {
    const { user, session, valueOf } = await renderFields(api, [{ key: "before", control: "text", label: "Before" }, CONTACT]);
    const group = screen.getByRole("group", { name: groupName });
    const [email] = within(group).getAllByRole("radio");
    const phoneLabel = within(group).getByText(demoText("LocKey_Option_ContactPreference_Phone"));
    await user.click(screen.getByRole("textbox", { name: "Before" }));
    await user.tab();
    expect(email).toHaveFocus();
    // Pressing a label: Firefox and Safari move focus off the radio to the page before the click.
    await user.pointer({ keys: "[MouseLeft>]", target: phoneLabel });
    fireEvent.blur(email!, { relatedTarget: document.body });
    expect(within(group).queryByText(demoText("LocKey_Validation_Required"))).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: phoneLabel });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(valueOf("contactPreference")).toBe("Phone");
    expect(session.getSnapshot().pageIssues).toEqual([]);
    expect(within(group).queryByText(demoText("LocKey_Validation_Required"))).toBeNull();
  });

  it("judges the group once a press that chose nothing ends outside it", async () => {
    const { user } = await renderFields(api, [{ key: "before", control: "text", label: "Before" }, CONTACT]);
    const group = screen.getByRole("group", { name: groupName });
    const [email] = within(group).getAllByRole("radio");
    await user.click(screen.getByRole("textbox", { name: "Before" }));
    await user.tab();
    // Pressed beside an option, not on it: the option's row, which chooses nothing.
    const row = within(group).getByText(demoText("LocKey_Option_ContactPreference_Phone")).parentElement!;
    await user.pointer({ keys: "[MouseLeft>]", target: row });
    fireEvent.blur(email!, { relatedTarget: document.body });
    expect(within(group).queryByText(demoText("LocKey_Validation_Required"))).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: document.body });
    expect(await within(group).findByText(demoText("LocKey_Validation_Required"))).toBeVisible();
    expect(group).toHaveAccessibleDescription(REQUIRED);
  });

  it("gives its first radio the field's id, so the error summary's link lands there", async () => {
    const { user } = await renderFields(api, [CONTACT]);
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Start") }));
    const summary = await screen.findByRole("alert");
    await user.click(within(summary).getByRole("link", { name: REQUIRED }));
    expect(screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Email") })).toHaveFocus();
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet, and hidden while a plain one is", async () => {
    await renderFields(api, [
      { key: "owner", control: "text", label: "Owner" },
      { ...CONTACT, validations: [], dependencies: { conditions: [{ field: "owner", hasValue: true }], disableInsteadOfHide: true } },
      {
        key: "coveredByWarranty",
        control: "radio",
        label: "LocKey_Label_CoveredByWarranty",
        options: [{ value: "Yes", label: "LocKey_Option_YesNo_Yes" }],
        dependencies: { conditions: [{ field: "owner", hasValue: true }] }
      }
    ]);
    for (const radio of within(screen.getByRole("group", { name: demoText("LocKey_Label_ContactPreference") })).getAllByRole("radio")) {
      expect(radio).toBeDisabled();
    }
    expect(screen.queryByRole("group", { name: demoText("LocKey_Label_CoveredByWarranty") })).toBeNull();
  });
});

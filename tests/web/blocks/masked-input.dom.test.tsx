// Masked text fields: what the claimant types or pastes is shown under the field's mask and stored as
// shown, in the form the demo's server rules accept; a dependency's mask replaces the field's own. What was
// typed into a page served whole before the site took it over is kept.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ServedWholeContext } from "../../../web/app/served-whole-context.ts";
import { describe, expect, it } from "vitest";
import { useMaskedInput } from "../../../web/blocks/fields/masked-input.tsx";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const PHONE_PATTERN = "\\([0-9]{3}\\) [0-9]{3}-[0-9]{4}|[0-9]{6,16}";

const phone = (dependencies?: Record<string, unknown>) => ({
  key: "phone",
  control: "text",
  label: "Phone",
  maskName: "USA_PHONE_NUMBER",
  validations: [{ type: "regularExpression", params: { pattern: PHONE_PATTERN } }],
  ...(dependencies === undefined ? {} : { dependencies })
});

/** A phone input on the USA mask alone, storing each value it is told into `stored`. */
const phoneStoringIn = (stored: string[]) => {
  const Phone = () => {
    const [value, setValue] = useState("");
    const input = useMaskedInput("USA_PHONE_NUMBER", value, (text) => {
      stored.push(text);
      setValue(text);
    });
    return <input aria-label="Phone" {...input} />;
  };
  return Phone;
};

describe("a masked text field", () => {
  it("shows and stores typed digits as a USA phone number, which the phone rule accepts", async () => {
    const { user, valueOf } = await renderFields(api, [phone()]);
    const input = screen.getByRole("textbox", { name: "Phone" });
    await user.type(input, "2065550134");
    expect(input).toHaveValue("(206) 555-0134");
    expect(valueOf("phone")).toBe("(206) 555-0134");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("drops what the mask does not take, and a number left short breaks the phone rule", async () => {
    const { user, valueOf } = await renderFields(api, [phone()]);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAttribute("inputmode", "numeric");
    await user.type(input, "20a6x55");
    expect(input).toHaveValue("(206) 55");
    expect(valueOf("phone")).toBe("(206) 55");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(new RegExp(`${demoText("regex-invalid-value")}$`));
  });

  it("validates on Enter, as on leaving", async () => {
    const { user } = await renderFields(api, [{ ...phone(), label: "Mobile", validations: [{ type: "required" }] }]);
    const input = screen.getByRole("textbox", { name: `Mobile ${demoText("LocKey_Required_Marker")}` });
    await user.click(input);
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.keyboard("{Enter}");
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(new RegExp(`${demoText("LocKey_Validation_Required")}$`));
  });

  it("groups thousands with commas for currency, and the range rule reads the amount", async () => {
    const { user, valueOf } = await renderFields(api, [
      {
        key: "amount",
        control: "text",
        label: "Amount",
        maskName: "CURRENCY_COMMA_DELIMITED_WITH_DECIMALS",
        validations: [{ type: "range", params: { min: 1, max: 10000, kind: "number" } }]
      }
    ]);
    const input = screen.getByRole("textbox", { name: "Amount" });
    expect(input).toHaveAttribute("inputmode", "decimal");
    await user.type(input, "1234.567");
    expect(input).toHaveValue("1,234.56");
    expect(valueOf("amount")).toBe("1,234.56");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.clear(input);
    await user.type(input, "12345");
    expect(valueOf("amount")).toBe("12,345");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("writes whole currency amounts without decimals", async () => {
    const { user, valueOf } = await renderFields(api, [{ key: "loss", control: "text", label: "Loss", maskName: "CURRENCY_COMMA_DELIMITED" }]);
    await user.type(screen.getByRole("textbox", { name: "Loss" }), "1234567.5");
    expect(valueOf("loss")).toBe("12,345,675");
  });

  it("gives a ZIP code its hyphen only once the four extra digits start, and both forms pass the ZIP rule", async () => {
    const { user, valueOf } = await renderFields(api, [
      {
        key: "zip",
        control: "text",
        label: "ZIP",
        maskName: "ZIP_CODE",
        validations: [{ type: "regularExpression", params: { pattern: "[0-9]{5}(-[0-9]{4})?" } }]
      }
    ]);
    const input = screen.getByRole("textbox", { name: "ZIP" });
    await user.type(input, "98101");
    expect(valueOf("zip")).toBe("98101");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.type(input, "1234");
    expect(input).toHaveValue("98101-1234");
    expect(valueOf("zip")).toBe("98101-1234");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("takes a pasted value, punctuation and all, through the mask", async () => {
    const { user, valueOf } = await renderFields(api, [phone()]);
    const input = screen.getByRole("textbox", { name: "Phone" });
    await user.click(input);
    await user.paste("206.555.0134");
    expect(input).toHaveValue("(206) 555-0134");
    expect(valueOf("phone")).toBe("(206) 555-0134");
  });

  it("uses the mask a met dependency names: an international number once the country is not US", async () => {
    const { user, valueOf } = await renderFields(api, [
      { key: "country", control: "text", label: "Country", defaultValue: "US" },
      phone({
        match: "any",
        conditions: [
          { field: "country", equals: ["US"] },
          { field: "country", notEquals: ["US"], maskName: "INTERNATIONAL_PHONE_NUMBER" }
        ]
      })
    ]);
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "2065550134");
    expect(valueOf("phone")).toBe("(206) 555-0134");
    const country = screen.getByRole("textbox", { name: "Country" });
    await user.clear(country);
    await user.type(country, "MX");
    const international = screen.getByRole("textbox", { name: "Phone" });
    await user.clear(international);
    await user.type(international, "+52 55 1234 5678 99");
    expect(international).toHaveValue("52551234567899");
    expect(valueOf("phone")).toBe("52551234567899");
    await user.tab();
    expect(international).not.toHaveAttribute("aria-invalid");
  });

  it("shows a value set without typing (a prepopulated or reset one) under the mask", async () => {
    const { session, model, valueOf } = await renderFields(api, [phone()]);
    await session.editField(model().clientId, "phone", "2065550134");
    expect(await screen.findByDisplayValue("(206) 555-0134")).toBe(screen.getByRole("textbox", { name: "Phone" }));
    expect(valueOf("phone")).toBe("2065550134");
  });

  it("stores what is typed before the masking code arrives, and masks it when it does", async () => {
    const stored: string[] = [];
    const Phone = phoneStoringIn(stored);
    render(<Phone />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    // Typed in the same task as the first render: the masking code cannot have been attached yet.
    fireEvent.input(input, { target: { value: "2065550134" } });
    expect(stored).toEqual(["2065550134"]);
    await waitFor(() => {
      expect(input).toHaveValue("(206) 555-0134");
    });
    expect(stored).toEqual(["2065550134", "(206) 555-0134"]);
  });

  it("stores what was typed into a page served whole before the site took it over, then masks it", async () => {
    const stored: string[] = [];
    const Phone = phoneStoringIn(stored);
    const served = (
      <ServedWholeContext value>
        <Phone />
      </ServedWholeContext>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(served);
    document.body.append(container);
    const input = container.querySelector("input") as HTMLInputElement;
    input.value = "2065550134";
    await act(async () => {
      hydrateRoot(container, served);
      await Promise.resolve();
    });
    expect(stored[0]).toBe("2065550134");
    await waitFor(() => {
      expect(input).toHaveValue("(206) 555-0134");
    });
    expect(stored.at(-1)).toBe("(206) 555-0134");
    container.remove();
  });
});

// The date block as its picker is configured: disabled dates and weekdays and an allowed list offer only
// their days and refuse the others when typed; month and year pickers hint, store and judge MM/yyyy and yyyy;
// with confirm a chosen day waits for Select, Cancel leaves the answer and Now chooses today (the session
// clock's, in Los Angeles); closeOnScroll closes the calendar on a scroll the claimant makes (not on one a
// screen reader makes); a choice the field's rules refuse is said as it is made; the month and year
// calendars work from the keyboard.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const OPEN = new RegExp(`^${demoText("LocKey_DatePicker_Open")}, Purchase date$`);

const renderPicker = async (datePicker: Record<string, unknown>, validations: readonly Record<string, unknown>[] = [], maskName?: string) => {
  const rendered = await renderFields(api, [
    { key: "purchaseDate", control: "date", label: "Purchase date", ...(maskName === undefined ? {} : { maskName }), datePicker, validations }
  ]);
  const input = await screen.findByRole("textbox", { name: "Purchase date" });
  const button = screen.getByRole("button", { name: OPEN });
  const open = async () => {
    await rendered.user.click(button);
    return screen.findByRole("dialog", { name: OPEN });
  };
  return { ...rendered, input, button, open };
};

const cell = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole("gridcell", { name });

const JULY_2024 = [{ type: "range", params: { min: "7/1/2024", max: "7/31/2024", kind: "date" } }];

describe("the days a picker offers", () => {
  it("disables disabled dates and weekdays in the calendar, and refuses them typed, naming the day", async () => {
    const { user, input, open, valueOf } = await renderPicker({ disabledDates: ["7/4/2024"], disabledWeekdays: [0, 6] }, JULY_2024, "SLASH_DELIMITED_FULL_DATE");
    const dialog = await open();
    expect(cell(dialog, /July 4th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(cell(dialog, /July 6th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(cell(dialog, /July 7th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(cell(dialog, /July 5th, 2024/)).toHaveAttribute("aria-disabled", "false");
    await user.click(cell(dialog, /July 4th, 2024/));
    expect(valueOf("purchaseDate")).toBeNull();
    await user.click(cell(dialog, /July 5th, 2024/));
    expect(valueOf("purchaseDate")).toBe("07/05/2024");

    await user.clear(input);
    await user.type(input, "07062024");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/07\/06\/2024 cannot be chosen\. Choose another date$/);
  });

  it("offers only the allowed days when a list is given, opening with focus on the one nearest today", async () => {
    const { user, input, open } = await renderPicker({ allowedDates: ["7/8/2024", "7/15/2024"] }, JULY_2024, "SLASH_DELIMITED_FULL_DATE");
    const dialog = await open();
    // Today is after the range: of the days it offers, 15 July is the nearest, and the arrow keys start there.
    expect(cell(dialog, /July 15th, 2024/)).toHaveFocus();
    expect(cell(dialog, /July 8th, 2024/)).toHaveAttribute("aria-disabled", "false");
    expect(cell(dialog, /July 15th, 2024/)).toHaveAttribute("aria-disabled", "false");
    expect(cell(dialog, /July 9th, 2024/)).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Escape}");
    await user.type(input, "07092024");
    await user.tab();
    expect(input).toHaveAccessibleDescription(/07\/09\/2024 cannot be chosen/);
  });

  it("says at once when a chosen day fails the field's rules (the invalid select)", async () => {
    // The session's today is 11/21/2026 in Los Angeles; the range lets the calendar offer later days.
    const { user, input, open } = await renderPicker({}, [
      { type: "preventFutureDate", params: { inclusive: true } },
      { type: "range", params: { min: "11/1/2026", max: "12/31/2026", kind: "date" } }
    ]);
    const dialog = await open();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month") }), "November");
    await user.click(cell(dialog, /November 25th, 2026/));
    expect(input).toHaveValue("11/25/2026");
    // No blur needed: the choice is judged as it is made, and focus goes to the answer, whose description says why.
    await waitFor(() => {
      expect(input).toHaveFocus();
    });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/The date must not be in the future$/);
  });
});

describe("month and year pickers", () => {
  const YEARS_2019_2020 = [{ type: "range", params: { min: "3/15/2019", max: "10/20/2020", kind: "date" } }];

  it("a month picker hints mm/yyyy, stores a chosen month as MM/yyyy, and is used from the keyboard", async () => {
    const { user, input, open, button, valueOf } = await renderPicker({ view: "month" }, YEARS_2019_2020);
    expect(input).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Month"));
    const dialog = await open();
    // Today is after the range: it opens on the range's last year, its months after October not offered.
    expect(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Year") })).toHaveDisplayValue("2020");
    expect(within(dialog).getByRole("option", { name: /November 2020/ })).toHaveAttribute("aria-disabled", "true");
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_PreviousYear") }));
    expect(within(dialog).getByRole("option", { name: /February 2019/ })).toHaveAttribute("aria-disabled", "true");
    await user.click(within(dialog).getByRole("option", { name: /March 2019/ }));
    expect(valueOf("purchaseDate")).toBe("03/2019");
    expect(input).toHaveValue("03/2019");
    expect(button).toHaveFocus();

    // Reopened on the chosen month; the arrow keys move and Enter chooses.
    await user.keyboard("{Enter}");
    const again = await screen.findByRole("dialog", { name: OPEN });
    expect(within(again).getByRole("option", { name: /March 2019/ })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(again).getByRole("option", { name: /April 2019/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(valueOf("purchaseDate")).toBe("04/2019");
  });

  it("a month picker reaches by keyboard the month its range starts within", async () => {
    const { user, input, open, valueOf } = await renderPicker({ view: "month" }, YEARS_2019_2020);
    await user.type(input, "04/2019");
    const dialog = await open();
    expect(within(dialog).getByRole("option", { name: /April 2019/ })).toHaveFocus();
    // The range starts on 15 March: March is still a month it offers.
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("option", { name: /March 2019/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(valueOf("purchaseDate")).toBe("03/2019");
  });

  it("a month picker refuses a typed day or a month outside the range, quoting the bounds by month", async () => {
    const { user, input } = await renderPicker({ view: "month" }, YEARS_2019_2020);
    await user.type(input, "03/15/2019");
    await user.tab();
    expect(input).toHaveAccessibleDescription(/Enter a month as mm\/yyyy$/);
    await user.clear(input);
    await user.type(input, "02/2019");
    await user.tab();
    expect(input).toHaveAccessibleDescription(/Enter a date between 03\/2019 and 10\/2020$/);
    await user.clear(input);
    await user.type(input, "3/2019");
    await user.tab();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("a year picker hints yyyy, pages twelve years at a time and stores a chosen year", async () => {
    const { user, input, open, valueOf } = await renderPicker({ view: "year" }, [{ type: "range", params: { min: "1/1/2010", max: "12/31/2020", kind: "date" } }]);
    expect(input).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Year"));
    const dialog = await open();
    // The page holding the range's last year, with focus on it; years outside the range disabled.
    expect(within(dialog).getByRole("button", { name: "2020" })).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "2021" })).toBeDisabled();
    const later = within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_NextYears") });
    expect(later).toHaveAttribute("aria-disabled", "true");
    // Pressing it there changes nothing, and focus stays on it.
    await user.click(later);
    expect(later).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "2020" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_PreviousYears") }));
    expect(within(dialog).getByRole("button", { name: "2005" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "2012" }));
    expect(valueOf("purchaseDate")).toBe("2012");
    const reopened = await open();
    expect(within(reopened).getByRole("button", { name: "2012" })).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Escape}");
    await user.clear(input);
    await user.type(input, "12");
    await user.tab();
    expect(input).toHaveAccessibleDescription(/Enter a year as yyyy$/);
  });
});

describe("a picker that confirms", () => {
  const THIS_YEAR = [{ type: "range", params: { min: "1/1/2026", max: "12/31/2026", kind: "date" } }];

  it("keeps a chosen day until Select, and Cancel leaves the answer as it was with focus on the button", async () => {
    const { user, open, button, valueOf } = await renderPicker({ confirm: true }, THIS_YEAR);
    let dialog = await open();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: demoText("LocKey_DatePicker_Month") }), "March");
    await user.click(cell(dialog, /March 3rd, 2026/));
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
    expect(valueOf("purchaseDate")).toBeNull();
    expect(cell(dialog, /March 3rd, 2026/)).toHaveAttribute("aria-selected", "true");
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_Select") }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(valueOf("purchaseDate")).toBe("03/03/2026");

    dialog = await open();
    await user.click(cell(dialog, /March 10th, 2026/));
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_Cancel") }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(valueOf("purchaseDate")).toBe("03/03/2026");
  });

  it("chooses today with Now, from the session's clock", async () => {
    const { user, open, valueOf } = await renderPicker({ confirm: true }, THIS_YEAR);
    const dialog = await open();
    const now = within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_Now") });
    await expect.poll(() => now.hasAttribute("disabled")).toBe(false);
    expect(within(dialog).queryByText(demoText("LocKey_DatePicker_NowNotOffered"))).toBeNull();
    await user.click(now);
    expect(valueOf("purchaseDate")).toBe("11/21/2026");
  });

  it("offers no Now when today is outside the range", async () => {
    const past = await renderPicker({ confirm: true }, JULY_2024);
    const pastDialog = await past.open();
    // Give the clock's answer time to arrive: Now stays disabled.
    await new Promise((settled) => setTimeout(settled, 50));
    const now = within(pastDialog).getByRole("button", { name: demoText("LocKey_DatePicker_Now") });
    expect(now).toBeDisabled();
    // It says why, beside it and as its description.
    expect(within(pastDialog).getByText(demoText("LocKey_DatePicker_NowNotOffered"))).toBeVisible();
    expect(now).toHaveAccessibleDescription(demoText("LocKey_DatePicker_NowNotOffered"));
  });
});

describe("closing on scroll", () => {
  it("closes on a scroll of the page the claimant makes when configured, focus back on its button, and stays open otherwise", async () => {
    const { open, button } = await renderPicker({ closeOnScroll: true }, JULY_2024);
    const dialog = await open();
    // A list scrolled inside the page leaves it open; so does a page scroll nobody asked for (a screen
    // reader bringing the focused day into view); the page scrolled by the claimant's wheel closes it.
    fireEvent.wheel(document);
    fireEvent.scroll(within(dialog).getAllByRole("combobox")[0]!);
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.scroll(document);
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
    // An arrow key the calendar takes moves its focus, not the page: a scroll after it is not the claimant's.
    fireEvent.keyDown(cell(dialog, /July 15th, 2024/), { key: "ArrowDown" });
    fireEvent.scroll(document);
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
    // Page Down on the open button scrolls the page: that closes it, as does a wheel turn.
    fireEvent.keyDown(button, { key: "PageDown" });
    fireEvent.scroll(document);
    expect(screen.queryByRole("dialog")).toBeNull();
    const again = await open();
    expect(again).toBeInTheDocument();
    fireEvent.wheel(document);
    fireEvent.scroll(document);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("stays open on a scroll when not configured", async () => {
    const { open } = await renderPicker({}, JULY_2024);
    await open();
    fireEvent.scroll(document);
    expect(screen.getByRole("dialog", { name: OPEN })).toBeInTheDocument();
  });
});

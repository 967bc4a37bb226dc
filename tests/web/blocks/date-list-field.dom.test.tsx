// The date block of a field that takes a list of dates: a range chosen in the calendar (by pointer and by
// keyboard) or typed in From and To and judged once focus leaves the fieldset, with its length, gap and
// fixed-end limits; several days added, removed and toggled up to their limit; a week by any of its days;
// a choice that waits for Select; and the Spanish texts.
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const JULY_2024 = [{ type: "range", params: { min: "7/1/2024", max: "7/31/2024", kind: "date" } }];

/** The demo's text for a key with its {placeholders} filled, as the page says it. */
const said = (key: string, values: Readonly<Record<string, string | number>> = {}, culture = "en"): string =>
  demoText(key, culture).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const renderList = async (datePicker: Record<string, unknown>) => {
  const rendered = await renderFields(api, [
    { key: "period", control: "date", label: "Period", maskName: "SLASH_DELIMITED_FULL_DATE", datePicker, validations: JULY_2024 }
  ]);
  const group = await screen.findByRole("group", { name: "Period" });
  const openKey = datePicker.selection === "week" ? "LocKey_DatePicker_OpenWeek" : "LocKey_DatePicker_OpenDates";
  const openName = `${demoText(openKey)}, Period`;
  const button = within(group).getByRole("button", { name: openName });
  const box = (name: string) => within(group).getByRole("textbox", { name });
  const open = async () => {
    await rendered.user.click(button);
    return screen.findByRole("dialog", { name: openName });
  };
  return { ...rendered, group, button, box, open, openName };
};

const day = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole("gridcell", { name });

/** Tabs until focus has left the fieldset, as a claimant moving on does. */
const leave = async (user: UserEvent, group: HTMLElement) => {
  while (group.contains(document.activeElement)) await user.tab();
};

const FROM = demoText("LocKey_DateRange_From");
const TO = demoText("LocKey_DateRange_To");

describe("a range chosen in the calendar", () => {
  it("takes the first day, says so and asks for the last, then the last, closing with focus on its button", async () => {
    const { user, open, button, box, valueOf } = await renderList({ selection: "range" });
    const dialog = await open();
    const status = within(dialog).getByRole("status");
    expect(status).toHaveTextContent(said("LocKey_DateRange_ChooseStart"));
    expect(dialog).toHaveAccessibleDescription(said("LocKey_DateRange_ChooseStart"));
    expect(valueOf("period")).toBeNull();

    await user.click(day(dialog, /July 8th, 2024/));
    expect(status).toHaveTextContent(said("LocKey_DateRange_ChooseEnd", { start: "07/08/2024" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(valueOf("period")).toEqual(["07/08/2024", ""]);
    expect(box(FROM)).toHaveValue("07/08/2024");

    await user.click(day(dialog, /July 12th, 2024/));
    expect(valueOf("period")).toEqual(["07/08/2024", "07/12/2024"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(box(FROM)).toHaveValue("07/08/2024");
    expect(box(TO)).toHaveValue("07/12/2024");

    // Reopened, it shows the range and says it is chosen.
    const again = await open();
    expect(within(again).getByRole("status")).toHaveTextContent(said("LocKey_DateRange_Chosen", { start: "07/08/2024", end: "07/12/2024" }));
    expect(day(again, /July 8th, 2024/)).toHaveClass("react-datepicker__day--range-start");
    expect(day(again, /July 12th, 2024/)).toHaveClass("react-datepicker__day--range-end");
  });

  it("is chosen with the keyboard alone: Enter on the button, the arrow keys, Enter twice", async () => {
    const { user, box, button, openName, valueOf } = await renderList({ selection: "range" });
    await user.click(box(TO));
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: openName });
    expect(button).toHaveAttribute("aria-expanded", "true");
    // Today is after the range: the calendar opens on its last day, with focus on it.
    expect(day(dialog, /July 31st, 2024/)).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowLeft}");
    expect(day(dialog, /July 23rd, 2024/)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(within(dialog).getByRole("status")).toHaveTextContent(said("LocKey_DateRange_ChooseEnd", { start: "07/23/2024" }));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(day(dialog, /July 25th, 2024/)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(valueOf("period")).toEqual(["07/23/2024", "07/25/2024"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe("a range typed in From and To", () => {
  it("is judged when focus leaves the fieldset, not as From is left for To", async () => {
    const { user, group, box, valueOf } = await renderList({ selection: "range" });
    await user.type(box(FROM), "07102024");
    await user.tab();
    expect(box(TO)).toHaveFocus();
    expect(box(FROM)).not.toHaveAttribute("aria-invalid");
    expect(group).not.toHaveAccessibleDescription(said("LocKey_Validation_RangeEndMissing"));
    await user.type(box(TO), "07052024");
    expect(valueOf("period")).toEqual(["07/10/2024", "07/05/2024"]);
    await leave(user, group);
    expect(box(FROM)).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription(new RegExp(`${said("LocKey_Validation_RangeOrder")}$`));

    await user.clear(box(TO));
    await leave(user, group);
    expect(valueOf("period")).toEqual(["07/10/2024", ""]);
    expect(group).toHaveAccessibleDescription(new RegExp(`${said("LocKey_Validation_RangeEndMissing")}$`));

    await user.type(box(TO), "07152024");
    await leave(user, group);
    expect(box(FROM)).not.toHaveAttribute("aria-invalid");
    expect(valueOf("period")).toEqual(["07/10/2024", "07/15/2024"]);
  });
});

describe("the ends a range offers", () => {
  it("once the first day is chosen, offers no end too near or too far", async () => {
    const { user, open } = await renderList({ selection: "range", minRangeDays: 3, maxRangeDays: 5 });
    const dialog = await open();
    expect(day(dialog, /July 9th, 2024/)).toHaveAttribute("aria-disabled", "false");
    await user.click(day(dialog, /July 8th, 2024/));
    expect(day(dialog, /July 9th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(day(dialog, /July 10th, 2024/)).toHaveAttribute("aria-disabled", "false");
    expect(day(dialog, /July 12th, 2024/)).toHaveAttribute("aria-disabled", "false");
    expect(day(dialog, /July 13th, 2024/)).toHaveAttribute("aria-disabled", "true");
    // A day before the first starts the range again.
    expect(day(dialog, /July 3rd, 2024/)).toHaveAttribute("aria-disabled", "false");
  });

  it("with noDisabledDaysInRange, offers no end past the first day it does not offer", async () => {
    const { user, open, valueOf } = await renderList({ selection: "range", disabledWeekdays: [0, 6], noDisabledDaysInRange: true });
    const dialog = await open();
    expect(day(dialog, /July 15th, 2024/)).toHaveAttribute("aria-disabled", "false");
    await user.click(day(dialog, /July 8th, 2024/));
    expect(day(dialog, /July 12th, 2024/)).toHaveAttribute("aria-disabled", "false");
    expect(day(dialog, /July 13th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(day(dialog, /July 15th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(day(dialog, /July 22nd, 2024/)).toHaveAttribute("aria-disabled", "true");
    await user.click(day(dialog, /July 15th, 2024/));
    expect(valueOf("period")).toEqual(["07/08/2024", ""]);
    await user.click(day(dialog, /July 12th, 2024/));
    expect(valueOf("period")).toEqual(["07/08/2024", "07/12/2024"]);
  });
});

describe("a range with a fixed end", () => {
  it("shows the fixed To read-only, and the calendar and From choose only a first day the range takes", async () => {
    const { user, open, box, valueOf } = await renderList({ selection: "range", fixedEnd: "7/20/2024", minRangeDays: 7 });
    // Read-only, not disabled: reachable by Tab and read by a screen reader.
    expect(box(TO)).toBeEnabled();
    expect(box(TO)).toHaveAttribute("readonly");
    expect(box(TO)).toHaveValue("07/20/2024");
    expect(box(FROM)).toHaveValue("");
    const dialog = await open();
    expect(within(dialog).getByRole("status")).toHaveTextContent(said("LocKey_DateRange_ChooseStart"));
    expect(day(dialog, /July 21st, 2024/)).toHaveAttribute("aria-disabled", "true");
    // Seven days at least, the 20th counted: the 15th would make six.
    expect(day(dialog, /July 15th, 2024/)).toHaveAttribute("aria-disabled", "true");
    expect(day(dialog, /July 14th, 2024/)).toHaveAttribute("aria-disabled", "false");
    await user.click(day(dialog, /July 9th, 2024/));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(valueOf("period")).toEqual(["07/09/2024", "07/20/2024"]);
    expect(box(FROM)).toHaveValue("07/09/2024");
    expect(box(TO)).toHaveValue("07/20/2024");
    const again = await open();
    expect(day(again, /July 9th, 2024/)).toHaveClass("react-datepicker__day--range-start");
    expect(day(again, /July 20th, 2024/)).toHaveClass("react-datepicker__day--range-end");
    await user.keyboard("{Escape}");

    await user.clear(box(FROM));
    await user.type(box(FROM), "07112024");
    expect(valueOf("period")).toEqual(["07/11/2024", "07/20/2024"]);
  });
});

describe("several days", () => {
  it("adds a box with focus on it up to maxDates, and removes the box asked", async () => {
    const { user, group, box, valueOf } = await renderList({ selection: "multiple", maxDates: 3 });
    const add = within(group).getByRole("button", { name: demoText("LocKey_MultiDate_Add") });
    const date = (number: number) => box(said("LocKey_MultiDate_Date", { number }));
    expect(within(group).getAllByRole("textbox")).toHaveLength(1);
    expect(within(group).queryByRole("button", { name: said("LocKey_MultiDate_Remove", { number: 1 }) })).toBeNull();
    await user.type(date(1), "07012024");
    await user.click(add);
    expect(date(2)).toHaveFocus();
    await user.keyboard("07022024");
    await user.click(add);
    expect(date(3)).toHaveFocus();
    await user.keyboard("07032024");
    expect(add).toBeDisabled();
    expect(valueOf("period")).toEqual(["07/01/2024", "07/02/2024", "07/03/2024"]);

    await user.click(within(group).getByRole("button", { name: said("LocKey_MultiDate_Remove", { number: 2 }) }));
    expect(valueOf("period")).toEqual(["07/01/2024", "07/03/2024"]);
    expect(within(group).getAllByRole("textbox")).toHaveLength(2);
    expect(date(2)).toHaveValue("07/03/2024");
    expect(date(2)).toHaveFocus();
    expect(add).toBeEnabled();
  });

  it("toggles days in the calendar, keeps them in date order and takes no more than maxDates", async () => {
    const { user, open, box, valueOf } = await renderList({ selection: "multiple", maxDates: 3 });
    let dialog = await open();
    const status = () => within(screen.getByRole("dialog")).getByRole("status");
    expect(status()).toHaveTextContent(said("LocKey_MultiDate_Count", { chosen: 0, max: 3 }));
    await user.click(day(dialog, /July 10th, 2024/));
    await user.click(day(dialog, /July 5th, 2024/));
    expect(valueOf("period")).toEqual(["07/05/2024", "07/10/2024"]);
    expect(status()).toHaveTextContent(said("LocKey_MultiDate_Count", { chosen: 2, max: 3 }));
    // Chosen again, a day is removed.
    await user.click(day(dialog, /July 10th, 2024/));
    expect(valueOf("period")).toEqual(["07/05/2024"]);
    await user.click(day(dialog, /July 20th, 2024/));
    await user.click(day(dialog, /July 1st, 2024/));
    expect(valueOf("period")).toEqual(["07/01/2024", "07/05/2024", "07/20/2024"]);
    // A fourth is refused.
    await user.click(day(dialog, /July 25th, 2024/));
    expect(valueOf("period")).toEqual(["07/01/2024", "07/05/2024", "07/20/2024"]);
    expect(status()).toHaveTextContent(said("LocKey_MultiDate_Count", { chosen: 3, max: 3 }));
    await user.keyboard("{Escape}");
    expect(box(said("LocKey_MultiDate_Date", { number: 3 }))).toHaveValue("07/20/2024");
    dialog = await open();
    expect(day(dialog, /July 5th, 2024/)).toHaveAttribute("aria-selected", "true");
    // Every day removed in the calendar leaves no answer (null), and one empty box.
    for (const name of [/July 1st, 2024/, /July 5th, 2024/, /July 20th, 2024/]) await user.click(day(dialog, name));
    expect(valueOf("period")).toBeNull();
    expect(status()).toHaveTextContent(said("LocKey_MultiDate_Count", { chosen: 0, max: 3 }));
    await user.keyboard("{Escape}");
    expect(box(said("LocKey_MultiDate_Date", { number: 1 }))).toHaveValue("");
  });

  it("says when a typed day is entered twice", async () => {
    const { user, group, box } = await renderList({ selection: "multiple" });
    await user.type(box(said("LocKey_MultiDate_Date", { number: 1 })), "07012024");
    await user.click(within(group).getByRole("button", { name: demoText("LocKey_MultiDate_Add") }));
    await user.keyboard("07012024");
    await leave(user, group);
    expect(group).toHaveAccessibleDescription(new RegExp(`${said("LocKey_Validation_DateRepeated", { date: "07/01/2024" })}$`));
  });
});

describe("a week", () => {
  it("is chosen by any of its days, stored Monday to Sunday", async () => {
    const { user, open, button, box, valueOf } = await renderList({ selection: "week" });
    const dialog = await open();
    expect(within(dialog).getByRole("status")).toHaveTextContent(said("LocKey_Week_Choose"));
    await user.click(day(dialog, /July 10th, 2024/));
    expect(valueOf("period")).toEqual(["07/08/2024", "07/14/2024"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(box(demoText("LocKey_Week_FirstDay"))).toHaveValue("07/08/2024");
  });

  it("takes a typed Monday, saying its Sunday, and refuses another weekday", async () => {
    const { user, group, box, valueOf } = await renderList({ selection: "week" });
    const first = box(demoText("LocKey_Week_FirstDay"));
    await user.type(first, "07152024");
    expect(within(group).getByText(said("LocKey_Week_LastDay", { date: "07/21/2024" }))).toBeInTheDocument();
    expect(valueOf("period")).toEqual(["07/15/2024", "07/21/2024"]);
    await leave(user, group);
    expect(first).not.toHaveAttribute("aria-invalid");

    await user.clear(first);
    await user.type(first, "07162024");
    await leave(user, group);
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription(new RegExp(`${said("LocKey_Validation_WeekNotWhole")}$`));
  });
});

describe("a range that confirms", () => {
  it("waits for Select, and Cancel leaves the answer as it was", async () => {
    const { user, open, button, valueOf } = await renderList({ selection: "range", confirm: true });
    let dialog = await open();
    const select = within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_Select") });
    expect(select).toBeDisabled();
    await user.click(day(dialog, /July 8th, 2024/));
    await user.click(day(dialog, /July 12th, 2024/));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(valueOf("period")).toBeNull();
    await user.click(select);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(valueOf("period")).toEqual(["07/08/2024", "07/12/2024"]);

    dialog = await open();
    await user.click(day(dialog, /July 15th, 2024/));
    await user.click(day(dialog, /July 18th, 2024/));
    await user.click(within(dialog).getByRole("button", { name: demoText("LocKey_DatePicker_Cancel") }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button).toHaveFocus();
    expect(valueOf("period")).toEqual(["07/08/2024", "07/12/2024"]);
  });
});

describe("in Spanish", () => {
  it("labels the boxes, the buttons, the status line and the messages in Spanish", async () => {
    const { user, router, valueOf } = await renderFields(api, [
      { key: "period", control: "date", label: "Period", maskName: "SLASH_DELIMITED_FULL_DATE", datePicker: { selection: "range" }, validations: JULY_2024 },
      { key: "visits", control: "date", label: "Visits", maskName: "SLASH_DELIMITED_FULL_DATE", datePicker: { selection: "multiple" }, validations: JULY_2024 }
    ]);
    await router.navigate("/?culture=es");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart", "es") });
    const group = await screen.findByRole("group", { name: "Period" });
    const from = within(group).getByRole("textbox", { name: demoText("LocKey_DateRange_From", "es") });
    const visits = screen.getByRole("group", { name: "Visits" });
    expect(within(visits).getByRole("textbox", { name: said("LocKey_MultiDate_Date", { number: 1 }, "es") })).toBeInTheDocument();
    expect(within(visits).getByRole("button", { name: demoText("LocKey_MultiDate_Add", "es") })).toBeInTheDocument();

    const openName = `${demoText("LocKey_DatePicker_OpenDates", "es")}, Period`;
    await user.click(within(group).getByRole("button", { name: openName }));
    const dialog = await screen.findByRole("dialog", { name: openName });
    await user.click(within(dialog).getByRole("gridcell", { name: /lunes, 8 de julio de 2024/ }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(said("LocKey_DateRange_ChooseEnd", { start: "07/08/2024" }, "es"));
    await user.keyboard("{Escape}");

    await user.clear(from);
    await user.type(from, "07102024");
    await user.type(within(group).getByRole("textbox", { name: demoText("LocKey_DateRange_To", "es") }), "07052024");
    expect(valueOf("period")).toEqual(["07/10/2024", "07/05/2024"]);
    await leave(user, group);
    expect(group).toHaveAccessibleDescription(new RegExp(`${said("LocKey_Validation_RangeOrder", {}, "es")}$`));
  });
});

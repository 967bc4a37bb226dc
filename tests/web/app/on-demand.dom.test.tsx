// Code loaded on demand survives a poor network: a failed load is tried again after 1 s and 3 s and the part
// then shows; a part that still cannot load says so in its own place (an alert, the rest of the page kept)
// with Try again, which loads it afresh; and the same is true in Spanish. A part loaded ahead by name (as
// the takeover of a page served whole does) is drawn at once, never its fallback first; a render says which
// parts it drew.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWithRetries } from "../../../web/app/load-with-retries.ts";
import { DrawnPartsContext, loadParts, onDemand } from "../../../web/app/on-demand.tsx";
import { createI18n } from "../../../web/i18n/create-i18n.ts";
import { SITE_THEMES } from "../../../web/layouts/chrome/site-theme.ts";
import { demoContent, demoText, renderInRoot } from "../support/render-site.tsx";

const Part = ({ greeting }: { readonly greeting: string }) => <p>{greeting}</p>;

/** A load that fails `failures` times, then gives the part; counts its calls. */
const flakyLoad = (failures: number) => {
  const calls = { count: 0 };
  const load = (): Promise<typeof Part> => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve(Part);
  };
  return { load, calls };
};

const draw = (element: React.ReactElement, culture = "en") =>
  renderInRoot(
    <I18nextProvider i18n={createI18n({ culture, content: demoContent(culture) })}>
      <ThemeProvider theme={SITE_THEMES["jnd-7-0-default"]}>
        <main>
          <h1>The page</h1>
          {element}
        </main>
      </ThemeProvider>
    </I18nextProvider>
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a part loaded on demand", () => {
  it("is drawn once a load that failed twice succeeds, 1 s and 3 s later", async () => {
    const { load, calls } = flakyLoad(2);
    const Flaky = onDemand("flaky part", load);
    draw(<Flaky greeting="Hello" />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_001));
    expect(calls.count).toBe(3);
    expect(screen.getByText("Hello")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says in its own place that it could not load, keeps the page, and Try again loads it afresh", async () => {
    const { load, calls } = flakyLoad(3);
    const Flaky = onDemand("flaky part", load);
    draw(<Flaky greeting="Hello" />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const alert = screen.getByRole("alert", { name: demoText("LocKey_Load_Failed_Header") });
    expect(alert).toHaveTextContent(demoText("LocKey_Load_Failed"));
    expect(screen.getByRole("heading", { level: 1, name: "The page" })).toBeVisible();
    expect(calls.count).toBe(3);
    fireEvent.click(within(alert).getByRole("button", { name: demoText("LocKey_Button_TryAgain") }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.count).toBe(4);
    expect(screen.getByText("Hello")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says it in Spanish to a Spanish claimant", async () => {
    const Flaky = onDemand("flaky part", flakyLoad(3).load);
    draw(<Flaky greeting="Hola" />, "es");
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole("alert", { name: demoText("LocKey_Load_Failed_Header", "es") })).toHaveTextContent(demoText("LocKey_Load_Failed", "es"));
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_TryAgain", "es") })).toBeVisible();
  });
});

describe("loadWithRetries", () => {
  it("gives the last failure once every wait is spent", async () => {
    const { load, calls } = flakyLoad(5);
    const loading = loadWithRetries(load, [10, 20]);
    const settled = expect(loading).rejects.toThrow("Failed to fetch dynamically imported module");
    await vi.advanceTimersByTimeAsync(30);
    await settled;
    expect(calls.count).toBe(3);
  });

});

describe("a part loaded ahead", () => {
  it("is drawn at once, with no fallback first, once loaded ahead by its name; the render says it drew it", async () => {
    const { load, calls } = flakyLoad(0);
    const Ahead = onDemand("part loaded ahead", load, <p>Loading…</p>);
    await loadParts(["part loaded ahead", "no such part"]);
    expect(calls.count).toBe(1);
    const drawn = new Set<string>();
    draw(
      <DrawnPartsContext value={drawn}>
        <Ahead greeting="Hello at once" />
      </DrawnPartsContext>
    );
    // No timer or promise has run since the render: a part still loading would show its fallback here.
    expect(screen.getByText("Hello at once")).toBeVisible();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(calls.count).toBe(1);
    expect([...drawn]).toEqual(["part loaded ahead"]);
  });

  it("shows its fallback while it loads when it was not loaded ahead", async () => {
    const Later = onDemand("part loaded later", flakyLoad(0).load, <p>Loading…</p>);
    draw(<Later greeting="Hello later" />);
    expect(screen.getByText("Loading…")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("Hello later")).toBeVisible();
  });
});

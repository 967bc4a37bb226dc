// What a claimant gives a page served whole before the browser takes it over: React takes the page over
// keeping the controls' contents but not telling the state; replayEarlyEdits tells each control's own
// handler, so the state holds them and the next render keeps them. Controls left as served are not touched.
// A press of the form's button kept by the page's script is carried out after the edits are told, once; a
// press followed by more typing, and a press outside the form, are not kept.
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_PRESS_GLOBAL } from "../../../domain/api/prerendered-page.ts";
import { EARLY_PRESS_SCRIPT } from "../../../server/site/early-press.ts";
import { replayEarlyEdits } from "../../../web/app/early-edits.ts";

// React's act() is used without Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Answers {
  readonly notice: string;
  readonly note: string;
  readonly agree: boolean;
  readonly colour: string;
  readonly state: string;
}

const SERVED: Answers = { notice: "", note: "", agree: false, colour: "", state: "CA" };

/** The answers each render saw, newest last. */
let seen: Answers[] = [];
let changes = 0;
/** The Notice ID each press of the form's button saw. */
let presses: string[] = [];

const Form = () => {
  const [answers, setAnswers] = useState<Answers>(SERVED);
  seen.push(answers);
  const set = (patch: Partial<Answers>) => {
    changes += 1;
    setAnswers((current) => ({ ...current, ...patch }));
  };
  return (
    <form>
      <input aria-label="Notice ID" value={answers.notice} onChange={(event) => {
          set({ notice: event.target.value });
        }} />
      <textarea aria-label="Note" value={answers.note} onChange={(event) => {
          set({ note: event.target.value });
        }} />
      <input type="checkbox" aria-label="I agree" checked={answers.agree} onChange={(event) => {
          set({ agree: event.target.checked });
        }} />
      {["red", "blue"].map((colour) => (
        <input key={colour} type="radio" name="colour" aria-label={colour} value={colour} checked={answers.colour === colour} onChange={() => {
            set({ colour });
          }} />
      ))}
      <button type="button" onClick={() => presses.push(answers.notice)}>
        Start
      </button>
      <select aria-label="State" value={answers.state} onChange={(event) => {
          set({ state: event.target.value });
        }}>
        <option value="CA">California</option>
        <option value="OR">Oregon</option>
      </select>
    </form>
  );
};

const serve = (): HTMLFormElement => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  seen = [];
  changes = 0;
  presses = [];
  return container.querySelector("form") as HTMLFormElement;
};

const control = (form: HTMLFormElement, label: string): Element => form.querySelector(`[aria-label="${label}"]`) as Element;
const input = (form: HTMLFormElement, label: string): HTMLInputElement => control(form, label) as HTMLInputElement;

const takeOver = async (form: HTMLFormElement): Promise<void> => {
  const container = form.parentElement as HTMLElement;
  await act(async () => {
    hydrateRoot(container, <Form />);
    await Promise.resolve();
  });
};

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, EARLY_PRESS_GLOBAL);
});

/** The page's own script, as a page served whole runs it before the site's; the module replaying, fresh. */
const withEarlyPressScript = async () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's inline script, run as the page runs it
  (new Function(EARLY_PRESS_SCRIPT) as () => void)();
  vi.resetModules();
  return (await import("../../../web/app/early-edits.ts")).replayTakenOver;
};

const startButton = (form: HTMLFormElement): HTMLButtonElement => form.querySelector("button") as HTMLButtonElement;

describe("edits made before the takeover", () => {
  it("reach the state of the field they were made in, and stay through the next render", async () => {
    const form = serve();
    input(form, "Notice ID").value = "NWD-1234";
    (control(form, "Note") as HTMLTextAreaElement).value = "Bought in 2021";
    input(form, "I agree").checked = true;
    input(form, "blue").checked = true;
    (control(form, "State") as HTMLSelectElement).value = "OR";
    await takeOver(form);
    // Taken over, the state does not know yet.
    expect(seen.at(-1)).toEqual(SERVED);
    act(() => {
      replayEarlyEdits(form);
    });
    expect(seen.at(-1)).toEqual({ notice: "NWD-1234", note: "Bought in 2021", agree: true, colour: "blue", state: "OR" });
    expect(input(form, "Notice ID").value).toBe("NWD-1234");
    expect(input(form, "I agree").checked).toBe(true);
    expect(input(form, "blue").checked).toBe(true);
    expect(input(form, "red").checked).toBe(false);
    expect((control(form, "State") as HTMLSelectElement).value).toBe("OR");
  });

  it("leave the controls no one touched alone: no handler is called", async () => {
    const form = serve();
    await takeOver(form);
    act(() => {
      replayEarlyEdits(form);
    });
    expect(changes).toBe(0);
    expect(seen.at(-1)).toEqual(SERVED);
  });

  it("carry out a press of the form's button kept before the takeover, once, after the edits are told", async () => {
    const replayTakenOver = await withEarlyPressScript();
    const form = serve();
    input(form, "Notice ID").value = "NWD-1234";
    input(form, "Notice ID").dispatchEvent(new Event("input", { bubbles: true }));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    startButton(form).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await takeOver(form);
    expect(presses).toEqual([]);
    act(() => {
      replayTakenOver(form);
      replayTakenOver(form);
    });
    expect(presses).toEqual(["NWD-1234"]);
    // Presses are the site's now: the script keeps none.
    act(() => {
      startButton(form).click();
    });
    expect(presses).toEqual(["NWD-1234", "NWD-1234"]);
  });

  it("drop a press the claimant typed after, and never keep a press outside the form", async () => {
    const replayTakenOver = await withEarlyPressScript();
    const form = serve();
    startButton(form).click();
    input(form, "Notice ID").value = "NWD-9";
    input(form, "Notice ID").dispatchEvent(new Event("input", { bubbles: true }));
    const outside = document.createElement("button");
    document.body.append(outside);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await takeOver(form);
    act(() => {
      replayTakenOver(form);
    });
    expect(presses).toEqual([]);
    expect(seen.at(-1)?.notice).toBe("NWD-9");
  });

  it("carry out a press of a disclosure outside the form (the header's More), and none when it was pressed twice", async () => {
    for (const times of [1, 2]) {
      const replayTakenOver = await withEarlyPressScript();
      const form = serve();
      const more = document.createElement("button");
      more.setAttribute("aria-expanded", "false");
      let opened = 0;
      more.addEventListener("click", (event) => {
        if (!event.defaultPrevented) opened += 1;
      });
      document.body.append(more);
      for (let press = 0; press < times; press += 1) more.click();
      expect(opened).toBe(0);
      await takeOver(form);
      act(() => {
        replayTakenOver(form);
      });
      expect(opened, `pressed ${String(times)} times`).toBe(times === 1 ? 1 : 0);
      expect(presses).toEqual([]);
      document.body.replaceChildren();
      Reflect.deleteProperty(window, EARLY_PRESS_GLOBAL);
    }
  });
});

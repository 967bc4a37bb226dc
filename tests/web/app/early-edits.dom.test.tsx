// What a claimant gives a page served whole before the browser takes it over: React takes the page over
// keeping the controls' contents but not telling the state; replayEarlyEdits tells each control's own
// handler, so the state holds them and the next render keeps them. Controls left as served are not touched.
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
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
});

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
});

// @vitest-environment jsdom
// Getting a provider into the page: the script address with its query, the default loader (a script tag,
// removed when it fails) and a fresh widget container per render.
import { afterEach, describe, expect, it } from "vitest";
import { appendScript, scriptAddress, widgetContainers } from "../../../adapters/captcha/provider-script.ts";

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const scripts = () => [...document.head.querySelectorAll("script")];

describe("scriptAddress", () => {
  it("adds the query to an address without one, encoding its values", () => {
    expect(scriptAddress("https://js.hcaptcha.com/1/api.js", { render: "explicit", onload: "loaded" })).toBe(
      "https://js.hcaptcha.com/1/api.js?render=explicit&onload=loaded"
    );
    expect(scriptAddress("/stand-in.js", { render: "a key&more" })).toBe("/stand-in.js?render=a+key%26more");
  });

  it("extends an address that already has a query, and leaves it alone with no query", () => {
    expect(scriptAddress("/stand-in.js?v=2", { render: "k" })).toBe("/stand-in.js?v=2&render=k");
    expect(scriptAddress("/stand-in.js", {})).toBe("/stand-in.js");
  });
});

describe("appendScript", () => {
  it("appends an async script to the head and resolves when it has loaded", async () => {
    const loading = appendScript("https://captcha.test/api.js");
    const [script] = scripts();
    expect(script?.src).toBe("https://captcha.test/api.js");
    expect(script?.async).toBe(true);
    script!.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBeUndefined();
  });

  it("rejects and removes the script when it cannot load", async () => {
    const loading = appendScript("https://captcha.test/missing.js");
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(loading).rejects.toThrow("The captcha script https://captcha.test/missing.js could not load.");
    expect(scripts()).toEqual([]);
  });
});

describe("widgetContainers", () => {
  it("gives a fresh element in the body for each render and removes the previous one", () => {
    const next = widgetContainers();
    const first = next();
    expect(document.body.contains(first)).toBe(true);
    const second = next();
    expect(second).not.toBe(first);
    expect(document.body.contains(first)).toBe(false);
    expect([...document.body.children]).toEqual([second]);
  });
});

// The engine driver for Debian's Firefox ESR: puppeteer-core over WebDriver BiDi, headless, with a new
// profile per launch. Typing and clicks are real input events; a select is set as the browser's own picker
// sets it (value, then input and change events).
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { FIREFOX_PATH } from "../../scripts/system-programs.ts";
import type { EngineDriver, EngineLauncher } from "./engine-driver.ts";

export const launchFirefox: EngineLauncher = async (viewport) => {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true, protocolTimeout: 60_000 });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height });
    page.setDefaultTimeout(20_000);
    const version = await browser.version();
    const element = async (selector: string): Promise<ElementHandle> => {
      const found = await page.$(selector);
      if (found === null) throw new Error(`Firefox: no element ${selector}`);
      return found;
    };
    const driver: EngineDriver = {
      name: `Firefox ${version.replace(/^firefox\//i, "")}`,
      goto: async (url) => {
        await page.goto(url, { waitUntil: "load" });
      },
      // A string, not a function: the page's content security policy allows no eval of its own.
      evaluate: <T>(body: string, ...args: readonly unknown[]) => page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
      click: async (selector) => {
        await (await element(selector)).click();
      },
      typeInto: async (selector, text) => {
        await (await element(selector)).click();
        await page.keyboard.down("Control");
        await page.keyboard.press("KeyA");
        await page.keyboard.up("Control");
        await page.keyboard.type(text);
        await page.keyboard.press("Tab");
      },
      selectOption: async (selector, value) => {
        await page.select(selector, value);
      },
      chooseFile: async (selector, path) => {
        await ((await element(selector)) as ElementHandle<HTMLInputElement>).uploadFile(path);
      },
      close: () => browser.close()
    };
    return driver;
  } catch (error) {
    await browser.close();
    throw error;
  }
};

// The engine driver for Debian's WebKitGTK (Safari's engine family): selenium-webdriver against
// WebKitWebDriver, which starts WebKitGTK's MiniBrowser under automation, run inside `xvfb-run` when the
// machine has no display. About one start in ten hangs while the session is made, so a start that has not
// answered in 60 s is stopped and tried again. Selects are set the WebDriver way: a click on the option.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import process from "node:process";
import { Builder, By, Capabilities, Key, type WebDriver } from "selenium-webdriver";
import { WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from "../../scripts/system-programs.ts";
import type { EngineDriver, EngineLauncher } from "./engine-driver.ts";
import { freePort } from "../../scripts/free-port.ts";

const SESSION_TIMEOUT_MS = 60_000;
const START_ATTEMPTS = 3;

/** WebKitGTK's own browser for automation, where Debian puts it for this machine's architecture. */
const miniBrowser = (): string => {
  const found = readdirSync("/usr/lib")
    .flatMap((folder) => ["4.1", "4.0"].map((api) => `/usr/lib/${folder}/webkit2gtk-${api}/MiniBrowser`))
    .find((path) => existsSync(path));
  if (found === undefined) throw new Error("WebKitGTK's MiniBrowser is missing (Debian: apt-get install -y libwebkit2gtk-4.1-0)");
  return found;
};

/** Starts WebKitWebDriver on a free port, under a virtual display when there is none; stopped with its group. */
const startDriverServer = async (): Promise<{ readonly url: string; readonly stop: () => void }> => {
  const port = await freePort();
  const command = process.env["DISPLAY"] ? [WEBKIT_DRIVER_PATH, `--port=${String(port)}`] : [XVFB_RUN_PATH, "-a", WEBKIT_DRIVER_PATH, `--port=${String(port)}`];
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { detached: true, stdio: "ignore" });
  const stop = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${String(port)}`;
  for (let waited = 0; waited < 15_000; waited += 200) {
    const up = await fetch(`${url}/status`).then((answer) => answer.ok, () => false);
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`WebKitWebDriver did not answer on port ${String(port)} in 15 s`);
};

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => { reject(new Error(`${what} did not answer in ${String(ms / 1000)} s`)); }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    );
  });

const startSession = async (): Promise<{ readonly driver: WebDriver; readonly stop: () => void }> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    const server = await startDriverServer();
    const capabilities = new Capabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowser(), args: ["--automation"] }
    });
    try {
      const driver = await withTimeout(new Builder().usingServer(server.url).withCapabilities(capabilities).build(), SESSION_TIMEOUT_MS, "a WebKitGTK session");
      return { driver, stop: server.stop };
    } catch (error) {
      lastError = error;
      server.stop();
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
};

export const launchWebKit: EngineLauncher = async (viewport) => {
  const { driver, stop } = await startSession();
  try {
    await driver.manage().window().setRect({ width: viewport.width, height: viewport.height });
    const version = String((await driver.getCapabilities()).get("browserVersion") ?? "");
    const element = (selector: string) => driver.findElement(By.css(selector));
    const engine: EngineDriver = {
      name: `WebKitGTK ${version}`,
      goto: async (url) => {
        await driver.get(url);
      },
      evaluate: <T>(body: string, ...args: readonly unknown[]) => driver.executeScript<T>(body, ...args),
      click: async (selector) => {
        await element(selector).click();
      },
      typeInto: async (selector, text) => {
        const field = await element(selector);
        await field.click();
        // Select what the field holds, as a triple click would: WebKitGTK drops keys typed after a Control+A chord.
        await driver.executeScript("arguments[0].select();", field);
        await field.sendKeys(text, Key.TAB);
      },
      selectOption: async (selector, value) => {
        await element(`${selector} option[value="${value.replace(/["\\]/g, "\\$&")}"]`).click();
      },
      chooseFile: async (selector, path) => {
        await element(selector).sendKeys(path);
      },
      close: async () => {
        try {
          await driver.quit();
        } finally {
          stop();
        }
      }
    };
    return engine;
  } catch (error) {
    await driver.quit().catch(() => undefined);
    stop();
    throw error;
  }
};

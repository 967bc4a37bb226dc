// What `npm run test:engines` needs of a browser it drives, whatever drives it: Firefox ESR over WebDriver
// BiDi (engine-driver.puppeteer.ts) and WebKitGTK over classic WebDriver (engine-driver.selenium.ts). Every
// action is one a claimant makes (a click, typing, picking an option or a file); reading the page runs a
// script in it. Elements are named by CSS selectors the page finder (page-finder.ts) hands out.

export interface EngineDriver {
  /** The engine and its version, as the report names it ("Firefox 153.7.0esr"). */
  readonly name: string;
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body that may `return`) in the page with `args` as `arguments`. */
  evaluate<T>(body: string, ...args: readonly unknown[]): Promise<T>;
  click(selector: string): Promise<void>;
  /** Clicks into the field, selects what it holds, types `text` over it, then Tab out (which validates it). */
  typeInto(selector: string, text: string): Promise<void>;
  /** Picks the option of the select whose value is `value`. */
  selectOption(selector: string, value: string): Promise<void>;
  /** Gives the file input the file at `path`, as the file chooser does. */
  chooseFile(selector: string, path: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts a browser of one engine at this viewport size. */
export type EngineLauncher = (viewport: { readonly width: number; readonly height: number }) => Promise<EngineDriver>;

// The script a page served whole runs to fetch its chunks once painted: nothing is asked for before the
// browser reports the page's first contentful paint (or, where it cannot, draws a frame); then every chunk
// the page lists is preloaded, one a task and in the page's order, as the build's own links would be, and
// once all are asked for the promise the site's entry waits for resolves. A tab that never paints gets its
// chunks a second on.
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_SCRIPTS_ELEMENT_ID } from "../../../domain/api/page-data-elements.ts";
import { PAINTED_GLOBAL } from "../../../domain/api/prerendered-page.ts";
import { PAINTED_PRELOAD_SCRIPT } from "../../../server/site/painted-preload.ts";

const CHUNKS = ["/assets/boot-site-abc.js", "/assets/form-page-def.js"];

/** The page's inline script, run as the page runs it. */
const runInlineScript = (): void => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is the page's own, as written into it
  (new Function(PAINTED_PRELOAD_SCRIPT) as () => void)();
};

/** The page's head as the server writes it for a page served whole: the list, then the script. */
const runScript = (): Promise<unknown> => {
  const listed = document.createElement("script");
  listed.type = "application/json";
  listed.id = PAGE_SCRIPTS_ELEMENT_ID;
  listed.textContent = JSON.stringify(CHUNKS);
  document.head.append(listed);
  runInlineScript();
  return (window as unknown as Readonly<Record<string, Promise<unknown>>>)[PAINTED_GLOBAL] ?? Promise.reject(new Error("no promise kept"));
};

const preloaded = () =>
  [...document.head.querySelectorAll("link")].map((link) => ({ rel: link.rel, crossOrigin: link.crossOrigin, href: link.getAttribute("href") }));

const EXPECTED = CHUNKS.map((href) => ({ rel: "modulepreload", crossOrigin: "", href }));

/** A stand-in for the browser's PerformanceObserver that reports paints when the test says. */
const fakePaintObserver = () => {
  const observers: { callback: PerformanceObserverCallback; self: PerformanceObserver; disconnected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ["paint"];
    constructor(callback: PerformanceObserverCallback) {
      observers.push({ callback, self: this as unknown as PerformanceObserver, disconnected: false });
    }
    observe(): void {}
    disconnect(): void {
      const found = observers.find((observer) => observer.self === (this as unknown as PerformanceObserver));
      if (found !== undefined) found.disconnected = true;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint: (name: string) => {
      const entries = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const observer of observers.filter((each) => !each.disconnected)) observer.callback(entries, observer.self);
    },
    connected: () => observers.filter((observer) => !observer.disconnected).length
  };
};

/** Frames the test draws itself: requestAnimationFrame's callbacks, kept in order. */
const stubFrames = (): FrameRequestCallback[] => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  return frames;
};

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(window, PAINTED_GLOBAL);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a page served whole's chunks", () => {
  it("are asked for one a task when the first contentful paint is reported, and not before", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const observer = fakePaintObserver();
    const painted = runScript();
    expect(preloaded()).toEqual([]);
    // The first paint of a page with nothing in it yet is not its content.
    observer.paint("first-paint");
    expect(preloaded()).toEqual([]);
    observer.paint("first-contentful-paint");
    // The first in the paint's own task, the next in a task after it: the entry waits for the last.
    expect(preloaded()).toEqual(EXPECTED.slice(0, 1));
    let resolved = false;
    void painted.then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(EXPECTED);
    vi.advanceTimersToNextTimer();
    await expect(painted).resolves.toBeUndefined();
    expect(observer.connected()).toBe(0);
    // Reported again (a second observer, a late timer), nothing is asked for twice.
    observer.paint("first-contentful-paint");
    expect(preloaded()).toEqual(EXPECTED);
  });

  it("are asked for once a frame is drawn where the browser cannot report paints", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames = stubFrames();
    const painted = runScript();
    expect(frames).toHaveLength(1);
    // The frame is laid out; it is drawn once its callbacks return: the chunks are asked for in the task after it.
    frames[0]?.(0);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(preloaded()).toEqual(EXPECTED.slice(0, 1));
    vi.runAllTimers();
    expect(preloaded()).toEqual(EXPECTED);
    await expect(painted).resolves.toBeUndefined();
  });

  it("are asked for after a second in a tab that paints nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    fakePaintObserver();
    const painted = runScript();
    vi.advanceTimersByTime(999);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(EXPECTED.slice(0, 1));
    vi.runAllTimers();
    expect(preloaded()).toEqual(EXPECTED);
    await expect(painted).resolves.toBeUndefined();
  });

  it("are asked for once a frame is drawn when the browser will not observe paints", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    class Refusing {
      static readonly supportedEntryTypes = ["paint"];
      observe(): void {
        throw new TypeError("paint entries are not observed here");
      }
    }
    vi.stubGlobal("PerformanceObserver", Refusing);
    const frames = stubFrames();
    const painted = runScript();
    frames[0]?.(0);
    vi.runAllTimers();
    expect(preloaded()).toEqual(EXPECTED);
    await expect(painted).resolves.toBeUndefined();
  });

  it("leave the entry to load what it needs when the list does not read", async () => {
    const observer = fakePaintObserver();
    const listed = document.createElement("script");
    listed.type = "application/json";
    listed.id = PAGE_SCRIPTS_ELEMENT_ID;
    listed.textContent = "{not json";
    document.head.append(listed);
    runInlineScript();
    observer.paint("first-contentful-paint");
    expect(preloaded()).toEqual([]);
    await expect((window as unknown as Readonly<Record<string, Promise<unknown>>>)[PAINTED_GLOBAL]).resolves.toBeUndefined();
    // Nor when it reads as something other than a list.
    document.head.replaceChildren();
    listed.textContent = '{"length":2}';
    document.head.append(listed);
    runInlineScript();
    observer.paint("first-contentful-paint");
    expect(preloaded()).toEqual([]);
    await expect((window as unknown as Readonly<Record<string, Promise<unknown>>>)[PAINTED_GLOBAL]).resolves.toBeUndefined();
  });
});

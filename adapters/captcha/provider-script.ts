// Getting a captcha provider into the page: the script's address, appending the script and waiting for it,
// and the element a widget is drawn in. The provider files choose the address; this never calls a provider.

/** Loads one script into the page; resolves once it has run, rejects when it cannot load. */
export type ScriptLoader = (address: string) => Promise<void>;

/** The provider's address with its query; a configured address that already has a query is extended. */
export const scriptAddress = (base: string, query: Readonly<Record<string, string>>): string => {
  const parameters = new URLSearchParams(query).toString();
  if (parameters === "") return base;
  return `${base}${base.includes("?") ? "&" : "?"}${parameters}`;
};

/**
 * Appends a script to document.head and settles on its load or error event. A script that failed is removed,
 * so a later attempt appends a fresh one instead of waiting on a dead element.
 */
export const appendScript: ScriptLoader = (address) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = address;
    script.async = true;
    script.addEventListener("load", () => {
      resolve();
    }, { once: true });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`The captcha script ${address} could not load.`));
    }, { once: true });
    document.head.append(script);
  });

/**
 * Gives a fresh element at the end of document.body for each render, removing the previous one: a provider
 * draws one widget per element, and a re-render means the old widget is gone.
 */
export const widgetContainers = (): (() => HTMLElement) => {
  let current: HTMLElement | null = null;
  return () => {
    current?.remove();
    const element = document.createElement("div");
    document.body.append(element);
    current = element;
    return element;
  };
};

// The DOM tests' setup: jest-dom's matchers (toBeInTheDocument, toHaveAttribute, ...) on expect, every
// rendered tree unmounted after its test (Vitest's globals, which Testing Library hooks, are off), room
// for a page's first, lazily loaded chunks to be transformed, and window scrolling (jsdom has none) recorded.
// The test files share one jsdom per worker (vite.config.ts), so each test leaves the page as it found it:
// no body, no language, no stored drafts, the address at the site's root.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute("lang");
  document.title = "";
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

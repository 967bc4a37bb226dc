// The DOM tests' setup: jest-dom's matchers (toBeInTheDocument, toHaveAttribute, ...) on expect, every
// rendered tree unmounted after its test (Vitest's globals, which Testing Library hooks, are off), room
// for a page's first, lazily loaded chunks to be transformed, and window scrolling (jsdom has none) recorded.
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
});

// After each navigation the session hears of the route, and a new page gets the focus on its heading; a move
// of the fragment alone (the skip link) leaves the focus where the browser put it, and the session still hears.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

// jsdom lays nothing out and has no scrollIntoView: a page's scroll to its target is only recorded.
const scrolledInto = vi.fn();
Element.prototype.scrollIntoView = scrolledInto;
afterEach(() => {
  scrolledInto.mockClear();
});

const startHeading = () => screen.getByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });

describe("route sync", () => {
  it("leaves the focus where it is when the fragment alone moves, and moves it to the heading of a new page", async () => {
    const { router, session } = renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
    const heard = vi.spyOn(session, "routeChanged");
    const main = screen.getByRole("main");
    main.focus();

    await router.navigate("/#main-content");
    await waitFor(() => {
      expect(router.state.location.hash).toBe("#main-content");
    });
    await waitFor(() => {
      expect(heard).toHaveBeenCalledWith("/");
    });
    // Whatever the move set off has run by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(main).toHaveFocus();
    expect(scrolledInto).not.toHaveBeenCalled();

    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    await router.navigate("/standard");
    await waitFor(() => {
      expect(startHeading()).toHaveFocus();
    });
    expect(heard).toHaveBeenLastCalledWith("/standard");
  });
});

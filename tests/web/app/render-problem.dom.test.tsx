// The problem screen of a deployment with a bad theme (spec section 8): the localized error page text and
// the configuration error's message, in the claimant's language, never a blank page.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { themeOf } from "../../../domain/site/theme.ts";
import { renderProblem } from "../../../web/app/render-problem.tsx";
import { demoAppSettings, demoSession, demoText, renderInRoot, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

const themeError = (theme: unknown): Error => {
  try {
    themeOf(theme);
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error(`themeOf accepted ${String(theme)}`);
};

const renderBadTheme = (theme: unknown, address: string) => {
  const settings = { ...demoAppSettings(), theme: null };
  const { session } = demoSession(settings, "headless");
  renderInRoot(renderProblem(session, settings, themeError(theme), new URL(address)));
  return session;
};

/** Start-up has run to its end (the deadlines read, say), so the session the test disposes is idle. */
const startedIn = (session: ReturnType<typeof renderBadTheme>) =>
  waitFor(() => {
    expect(session.getSnapshot().started).toBe(true);
  });

describe("renderProblem", () => {
  it("shows the localized error header and body, and the message of a theme not specified", async () => {
    const session = renderBadTheme(null, "http://claims.test/");
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_ErrorPage_Header") })).toBeInTheDocument();
    expect(screen.getByText(demoText("LocKey_ErrorPage_Body"))).toBeInTheDocument();
    expect(screen.getByText("Theme not specified")).toBeInTheDocument();
    expect(document.title).toBe(`${demoText("LocKey_ErrorPage_Header")} – ${demoAppSettings().claimsAdminTitle}`);
    await startedIn(session);
  });

  it("shows the message naming an unexpected theme", async () => {
    const session = renderBadTheme("dark", "http://claims.test/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_ErrorPage_Header") });
    expect(screen.getByText('unexpected value for appsettings.theme: "dark"')).toBeInTheDocument();
    await startedIn(session);
  });

  it("speaks the claimant's language from the address's culture", async () => {
    const session = renderBadTheme("dark", "http://claims.test/?culture=es");
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_ErrorPage_Header", "es") })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    expect(screen.getByText('unexpected value for appsettings.theme: "dark"')).toBeInTheDocument();
    await startedIn(session);
  });
});

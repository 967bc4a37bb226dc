// The feedback block: a problem is an alert, good news and information a polite status, each named by its
// heading when it has one.
import { screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { SITE_THEMES } from "../../../web/layouts/chrome/site-theme.ts";
import { Feedback } from "../../../web/blocks/feedback.tsx";
import { renderInRoot } from "../support/render-site.tsx";

const draw = (element: React.ReactElement) => renderInRoot(<ThemeProvider theme={SITE_THEMES["jnd-7-0-default"]}>{element}</ThemeProvider>);

describe("the feedback block", () => {
  it("says a problem as an alert named by its heading", () => {
    draw(
      <Feedback tone="problem" heading="There is a problem">
        <p>The payment election does not match.</p>
      </Feedback>
    );
    const alert = screen.getByRole("alert", { name: "There is a problem" });
    expect(alert).toHaveTextContent("The payment election does not match.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says good news and information as a polite status, with or without a heading", () => {
    draw(
      <>
        <Feedback tone="success" heading="Saved">
          <p>Your document was added.</p>
        </Feedback>
        <Feedback tone="information">
          <p>Files up to 10 MB.</p>
        </Feedback>
      </>
    );
    expect(screen.getByRole("status", { name: "Saved" })).toHaveTextContent("Your document was added.");
    expect(screen.getAllByRole("status")).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

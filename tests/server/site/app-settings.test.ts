// What a case and its deployment write into the page: the theme override, captcha only in production
// with a site key, and the fixed server clock for the site's own clock to start from.
import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { loadCase } from "../../../server/case/load-case.ts";
import { appSettingsFor } from "../../../server/site/app-settings.ts";

const demo = await loadCase("cases/demo");

describe("appSettingsFor", () => {
  it("gives the demo's settings in the shape the site decodes, without a clock of its own", () => {
    const settings = appSettingsFor(demo.site, { theme: null, production: false });
    expect(Schema.decodeUnknownSync(AppSettings)(settings)).toEqual(settings);
    expect(settings).toMatchObject({ theme: "jnd-7-0-default", environment: "development", captchaEnabled: false, showBanner: true });
    expect(settings).not.toHaveProperty("clockStartsAt");
  });

  it("lets the deployment's theme win and passes a fixed server clock on as an ISO instant", () => {
    const settings = appSettingsFor(demo.site, { theme: "jnd-9-0-kontent", production: true, now: new Date("2100-01-02T00:00:00Z") });
    expect(settings).toMatchObject({ theme: "jnd-9-0-kontent", environment: "production", clockStartsAt: "2100-01-02T00:00:00.000Z" });
  });
});

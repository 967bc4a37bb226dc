// What a case and its deployment write into the page: the theme override, captcha only in production
// with a site key, the fixed server clock for the site's own clock to start from, and the captcha script's address.
import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { MEDIA_TYPES } from "../../../domain/uploads/media-type.ts";
import { loadCaseAt } from "../../domain/case/load-case-at.ts";
import { appSettingsFor } from "../../../server/site/app-settings.ts";

const demo = await loadCaseAt("cases/demo");

describe("appSettingsFor", () => {
  it("gives the demo's settings in the shape the site decodes, without a clock of its own", () => {
    const settings = appSettingsFor(demo.site, { theme: null, production: false });
    expect(Schema.decodeUnknownSync(AppSettings)(settings)).toEqual(settings);
    expect(settings).toMatchObject({ theme: "jnd-7-0-default", environment: "development", captchaEnabled: false, showBanner: true });
    expect(settings).not.toHaveProperty("clockStartsAt");
    expect(settings).not.toHaveProperty("captchaScriptUrl");
  });

  it("lets the deployment's theme win and passes a fixed server clock on as an ISO instant", () => {
    const settings = appSettingsFor(demo.site, { theme: "jnd-9-0-kontent", production: true, now: new Date("2100-01-02T00:00:00Z") });
    expect(settings).toMatchObject({ theme: "jnd-9-0-kontent", environment: "production", clockStartsAt: "2100-01-02T00:00:00.000Z" });
  });

  it("gives the page the case's largest file and the kinds the server accepts, an empty list as every kind", () => {
    expect(appSettingsFor(demo.site, { theme: null, production: false }).uploads).toEqual({
      maxFileBytes: demo.site.uploads.maxFileBytes,
      mediaTypes: demo.site.uploads.mediaTypes
    });
    const site = { ...demo.site, uploads: { ...demo.site.uploads, maxFileBytes: 2048, mediaTypes: ["image/png", "application/x-msdownload"] } };
    expect(appSettingsFor(site, { theme: null, production: false }).uploads).toEqual({ maxFileBytes: 2048, mediaTypes: ["image/png"] });
    const any = { ...demo.site, uploads: { ...demo.site.uploads, mediaTypes: [] } };
    expect(appSettingsFor(any, { theme: null, production: false }).uploads?.mediaTypes).toEqual(MEDIA_TYPES);
  });

  it("tells the page where to load the captcha script from when the deployment names an address", () => {
    const settings = appSettingsFor(demo.site, { theme: null, production: true, captchaScriptUrl: "/captcha-stand-in/hcaptcha.js" });
    expect(Schema.decodeUnknownSync(AppSettings)(settings)).toEqual(settings);
    expect(settings.captchaScriptUrl).toBe("/captcha-stand-in/hcaptcha.js");
    expect(appSettingsFor(demo.site, { theme: null, production: true, captchaScriptUrl: null })).not.toHaveProperty("captchaScriptUrl");
  });
});

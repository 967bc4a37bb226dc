// The authorize body: the credentials model's identity, metadata and values under "credentials", never
// its edit state, and the captcha token (or null) as reCaptchaResponse.
import { describe, expect, it } from "vitest";
import { authorizeBody } from "../../../adapters/http/authorize-body.ts";
import { formModel } from "../../support/form-model-fixture.ts";

describe("authorizeBody", () => {
  const credentials = formModel("credentials-XyZ98765", "credentials", { noticeId: "N-7", pin: null }, {
    id: "server-id-1",
    metadata: { dtoMapping: "credentials", formSection: "credentials" },
    fieldStates: { noticeId: { touched: true, everDirty: true } }
  });

  it("writes the spec's two keys and the model without its edit state", () => {
    expect(JSON.parse(authorizeBody(credentials, "token-1"))).toEqual({
      credentials: {
        clientId: "credentials-XyZ98765",
        id: "server-id-1",
        metadataHash: "hash-credentials",
        metadata: { dtoMapping: "credentials", formSection: "credentials" },
        fields: { noticeId: "N-7", pin: null }
      },
      reCaptchaResponse: "token-1"
    });
  });

  it("writes a missing captcha token as null, not leaving it out", () => {
    expect(authorizeBody(credentials, null)).toContain('"reCaptchaResponse":null');
  });
});

// Submit when the captcha challenge ends without a token: nothing is sent, the page says the captcha
// failed, and trying again runs a new challenge and files the claim.
import { Effect, Layer, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CaptchaFailed } from "../../../application/errors.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";
import { fillStandardClaimToSummary, standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();

describe("submit with a failed captcha challenge", () => {
  it("sends nothing, says so, and files the claim when tried again", async () => {
    let submits = 0;
    server.use(
      http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(standardClaimConfig())),
      http.post(claimsApiUrl("/api/forms/standard"), () => {
        submits += 1;
        return HttpResponse.json({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "NWD-REF-1" });
      })
    );
    // The first challenge (authorize's) passes, the second (submit's) is closed, the third passes.
    let challenges = 0;
    const captcha = Layer.succeed(Captcha, {
      configure: () => Effect.void,
      execute: Effect.suspend(() => {
        challenges += 1;
        return challenges === 2 ? Effect.fail(new CaptchaFailed({ code: "challenge-expired" })) : Effect.succeed(Option.some(`token-${String(challenges)}`));
      })
    });
    const { session } = testSession({ captcha, settings: { captchaEnabled: true } });
    await session.start();
    await fillStandardClaimToSummary(session);
    await session.editField(clientIdOf(session, "signature"), "signature", "Ada Lovelace");
    expect(await session.submit()).toEqual({ submitted: false, issues: [], outcome: null, captchaFailed: true });
    expect(submits).toBe(0);
    expect(session.getSnapshot().client.isSubmitting).toBe(false);
    expect(await session.submit()).toMatchObject({ submitted: true, captchaFailed: false });
    expect(submits).toBe(1);
    await session.dispose();
  });
});

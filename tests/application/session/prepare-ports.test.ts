// A page builds the session's ports ahead of its first use case, in a task of its own (create-site.tsx):
// preparePorts builds them once, and the use cases after it run on those very ports.
import { Effect, Layer, Option } from "effect";
import { describe, expect, it, onTestFinished } from "vitest";
import { Captcha } from "../../../application/ports/captcha.port.ts";
import { testSession } from "../../support/session-kit.ts";

/** A captcha port that counts how often its layer is built. */
const countedCaptcha = () => {
  const counted = { builds: 0 };
  const layer = Layer.effect(
    Captcha,
    Effect.sync(() => {
      counted.builds += 1;
      return { configure: () => Effect.void, execute: Effect.succeed(Option.some("token")) };
    })
  );
  return { counted, layer };
};

describe("ClaimSession.preparePorts", () => {
  it("builds the ports before any use case, once: the use cases after it build nothing again", async () => {
    const { counted, layer } = countedCaptcha();
    const { session } = testSession({ captcha: layer });
    onTestFinished(() => session.dispose());
    expect(counted.builds).toBe(0);

    await session.preparePorts();
    expect(counted.builds).toBe(1);

    const token = await session.run(
      Effect.gen(function* () {
        const captcha = yield* Captcha;
        return yield* captcha.execute;
      })
    );
    await session.preparePorts();
    expect(Option.getOrNull(token)).toBe("token");
    expect(counted.builds).toBe(1);
  });

  it("is not needed: a use case run first builds the ports itself", async () => {
    const { counted, layer } = countedCaptcha();
    const { session } = testSession({ captcha: layer });
    onTestFinished(() => session.dispose());
    await session.run(Effect.void);
    expect(counted.builds).toBe(1);
  });
});

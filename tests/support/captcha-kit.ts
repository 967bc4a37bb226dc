// What the browser captcha adapters' tests share: a page whose provider script "loads" on request (the
// provider object appears then, and can be taken away again), a record of warnings, and running one
// challenge as a fiber to answer or fail later.
import { Effect, Fiber, type Option } from "effect";
import type { CaptchaFailed } from "../../application/errors.ts";
import type { CaptchaShape } from "../../application/ports/captcha.port.ts";

/** Lets the promise callbacks and the background render run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page where the provider's API is there only once its script has loaded; the options go to the adapter. */
export const scriptPage = <Api>(api: Api) => {
  const loaded: string[] = [];
  const warnings: string[] = [];
  let present = false;
  return {
    loaded,
    warnings,
    /** The script vanishing from the page (a blocker, a reload of the provider). */
    remove: () => {
      present = false;
    },
    options: {
      provider: (): Api | undefined => (present ? api : undefined),
      loadScript: (address: string): Promise<void> => {
        loaded.push(address);
        present = true;
        return Promise.resolve();
      },
      log: (message: string): void => {
        warnings.push(message);
      }
    }
  };
};

/** Starts a challenge and waits until the provider has been asked. */
export const startChallenge = async (captcha: CaptchaShape) => {
  const fiber = Effect.runFork(captcha.execute);
  await settle();
  return fiber;
};

/** The failure a challenge ended with. */
export const failureOf = (fiber: Fiber.Fiber<Option.Option<string>, CaptchaFailed>) => Effect.runPromise(Effect.flip(Fiber.join(fiber)));

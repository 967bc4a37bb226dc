// A server whose claims store is lost for good closes itself, logs why, and tells its caller, so the
// process exits to be started again; while the store answers, nothing happens.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { stopOnStoreLoss } from "../../server/stop-on-store-loss.ts";

const appWithLog = () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } } });
  let closed = false;
  app.addHook("onClose", (_instance, done) => {
    closed = true;
    done();
  });
  return { app, lines, closed: () => closed };
};

describe("stopOnStoreLoss", () => {
  it("closes the server, logs the loss as fatal and settles with its reason", async () => {
    const { app, lines, closed } = appWithLog();
    await app.ready();
    const reason = await stopOnStoreLoss(app, { lost: Promise.resolve(new Error("The PGlite thread ended (exit code 7).")) });
    expect(reason.message).toBe("The PGlite thread ended (exit code 7).");
    expect(closed()).toBe(true);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; event?: string; error?: string }).find((entry) => entry.event === "storeLost");
    expect(logged).toMatchObject({ level: 60, error: "The PGlite thread ended (exit code 7)." });
  });

  it("does nothing while the store answers", async () => {
    const { app, closed } = appWithLog();
    await app.ready();
    const outcome = await Promise.race([stopOnStoreLoss(app, { lost: new Promise<Error>(() => undefined) }).then(() => "stopped"), new Promise((resolve) => setTimeout(resolve, 50, "running"))]);
    expect(outcome).toBe("running");
    expect(closed()).toBe(false);
    await app.close();
  });
});

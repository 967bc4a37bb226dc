// The reference server in this process with the event loop's delay watched (perf_hooks.monitorEventLoopDelay,
// 1 ms resolution): the rehearsal bench starts it as a child, asks it over IPC to reset the histogram before a
// 10 MiB upload and to read it after, so the delay measured is the server's own, not the load generator's.
// Settings come from the environment, as for `npm start`.
import { monitorEventLoopDelay } from "node:perf_hooks";
import process from "node:process";
import { readServerSettings } from "../../server/settings/server-settings.ts";
import { startServer } from "../../server/start.ts";

export interface LoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const server = await startServer(readServerSettings(process.env));
process.stdout.write(`listening at ${server.url}\n`);

const millis = (nanos: number): number => Math.round(nanos / 10_000) / 100;

process.on("message", (message: unknown) => {
  if (message === "reset") {
    histogram.reset();
    process.send?.("reset");
  } else if (message === "read") {
    const delay: LoopDelay = { p50: millis(histogram.percentile(50)), p99: millis(histogram.percentile(99)), max: millis(histogram.max) };
    process.send?.(delay);
  } else if (message === "stop") {
    histogram.disable();
    void server.close().then(() => process.exit(0));
  }
});

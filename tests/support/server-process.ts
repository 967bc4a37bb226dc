// Runs the reference server as its own process (node with tsx, as `npm start` does, or a bundle of the same
// sources: server-bundle.ts), so a test can stop it the hard way with SIGKILL and start it again on the same
// data folder.
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const LISTENING = /listening at (http:\/\/[^\s"]+)/;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Ends it at once, as a power cut would. */
  readonly kill: () => Promise<void>;
  /** Asks it to stop and waits until it has. */
  readonly stop: () => Promise<void>;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => {
        child.once("exit", () => {
          done();
        });
      });

/** How node runs the server: its sources through tsx, as `npm start` does. */
const FROM_SOURCES = ["--import", "tsx", "server/main.ts"] as const;

/** Starts the server; `entry` is a bundle's entry to run instead of the sources (server-bundle.ts). */
export const startServerProcess = (env: Readonly<Record<string, string>>, timeoutMs = 60_000, entry?: string): Promise<ServerProcess> =>
  new Promise((resolveStart, rejectStart) => {
    const child = spawn(process.execPath, entry === undefined ? FROM_SOURCES : [entry], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      rejectStart(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = LISTENING.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      resolveStart({
        url,
        child,
        kill: () => {
          child.kill("SIGKILL");
          return exited(child);
        },
        stop: () => {
          child.kill("SIGTERM");
          return exited(child);
        }
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      rejectStart(new Error(`the server exited (${String(code ?? signal)}) before listening:\n${output}`));
    });
  });

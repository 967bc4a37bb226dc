// How a replay shows progress: a progress bar on a terminal (cli-progress, on stderr, cleared at the end so the
// report follows it), plain lines as each claim ends elsewhere (CI logs, pipes), where a bar would be noise.
import { Presets, SingleBar } from "cli-progress";
import type { ClaimResult } from "../replay/run-replay.ts";
import { claimLine } from "./text-report.ts";

export interface ProgressDisplay {
  readonly onStart: (total: number) => void;
  readonly onResult: (result: ClaimResult, done: number, total: number) => void;
  /** Ends the display; the lines still owed (on a terminal, every claim's) are given back. */
  readonly stop: () => readonly string[];
}

export const plainProgress = (write: (line: string) => void): ProgressDisplay => ({
  onStart: () => undefined,
  onResult: (result) => {
    write(claimLine(result));
  },
  stop: () => []
});

export const barProgress = (stream: NodeJS.WritableStream): ProgressDisplay => {
  const bar = new SingleBar(
    { stream, format: "replaying [{bar}] {value}/{total} claims | {failed} failed | {duration_formatted}", clearOnComplete: true, hideCursor: true },
    Presets.shades_classic
  );
  const lines: string[] = [];
  let failed = 0;
  let begun = false;
  return {
    onStart: (total) => {
      bar.start(total, 0, { failed });
      begun = true;
    },
    onResult: (result, done) => {
      if (!result.passed) failed += 1;
      lines.push(claimLine(result));
      bar.update(done, { failed });
    },
    stop: () => {
      if (begun) bar.stop();
      return lines;
    }
  };
};

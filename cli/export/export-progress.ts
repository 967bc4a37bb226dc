// How an export shows its progress: a bar on a terminal (cli-progress, on stderr, cleared at the end), nothing
// meanwhile elsewhere; either way one summary line at the end, which a cron job's mail or a CI log keeps.
import { Presets, SingleBar } from "cli-progress";

export interface ExportProgress {
  readonly start: (total: number) => void;
  readonly advance: (claims: number) => void;
  readonly stop: () => void;
}

export const exportProgress = (stream: NodeJS.WritableStream & { readonly isTTY?: boolean }): ExportProgress => {
  if (stream.isTTY !== true) return { start: () => undefined, advance: () => undefined, stop: () => undefined };
  const bar = new SingleBar(
    { stream, format: "exporting [{bar}] {value}/{total} claims | {eta_formatted} left", clearOnComplete: true, hideCursor: true, etaBuffer: 200 },
    Presets.shades_classic
  );
  let done = 0;
  let begun = false;
  return {
    start: (total) => {
      bar.start(total, 0);
      begun = true;
    },
    advance: (claims) => {
      done += claims;
      bar.update(done);
    },
    stop: () => {
      if (begun) bar.stop();
    }
  };
};

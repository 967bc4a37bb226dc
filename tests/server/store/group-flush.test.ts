// Group commit: callers that come while a flush runs share the one flush queued after it (never the running
// one, which may have begun before their commit); a failure reaches only the callers of that flush.
import { describe, expect, it } from "vitest";
import { groupFlush } from "../../../server/store/group-flush.ts";

/** A flush that ends when told to; records each start. */
const heldFlush = () => {
  const ends: { readonly finish: () => void; readonly fail: (error: Error) => void }[] = [];
  const flush = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      ends.push({ finish: resolve, fail: reject });
    });
  return { flush, ends };
};

/** How the promise stands a moment from now. */
const settled = (promise: Promise<void>): Promise<string> =>
  Promise.race([
    promise.then(
      () => "done",
      (error: unknown) => `failed: ${(error as Error).message}`
    ),
    new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve("waiting");
      }, 5);
    })
  ]);

describe("groupFlush", () => {
  it("starts a flush at once when none runs, and gives every caller during it one shared flush after it", async () => {
    const { flush, ends } = heldFlush();
    const shared = groupFlush(flush);
    const first = shared();
    expect(ends).toHaveLength(1);
    const during = [shared(), shared(), shared()];
    // The running flush may have begun before these commits: they wait for a flush of their own.
    expect(ends).toHaveLength(1);
    ends[0]?.finish();
    expect(await settled(first)).toBe("done");
    expect(ends).toHaveLength(2);
    expect(await settled(during[0] as Promise<void>)).toBe("waiting");
    ends[1]?.finish();
    expect(await Promise.all(during.map(settled))).toEqual(["done", "done", "done"]);
    // Idle again: the next caller starts one at once.
    const later = shared();
    expect(ends).toHaveLength(3);
    ends[2]?.finish();
    expect(await settled(later)).toBe("done");
  });

  it("fails only the callers of a failed flush; those queued behind it get a flush of their own", async () => {
    const { flush, ends } = heldFlush();
    const shared = groupFlush(flush);
    const first = shared();
    const queued = shared();
    ends[0]?.fail(new Error("disk"));
    expect(await settled(first)).toBe("failed: disk");
    expect(ends).toHaveLength(2);
    ends[1]?.finish();
    expect(await settled(queued)).toBe("done");
  });
});

// File content through Blob and Web Crypto, as in the browser: the first bytes of a file, the SHA-256 of
// its content (a known test vector), a file that cannot be read as FileUnreadable, and a file described
// only by name, size and type as the developer error it is.
import { Cause, Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { makeWebCryptoFileContent } from "../../../adapters/files/file-content.web-crypto.ts";
import { DeveloperError } from "../../../application/developer-error.ts";

const content = makeWebCryptoFileContent(globalThis.crypto.subtle);

describe("the Web Crypto file content", () => {
  it("gives the first bytes, or all of a shorter file", async () => {
    const file = new File(["%PDF-1.7\nrest"], "receipt.pdf");
    expect(Array.from(await Effect.runPromise(content.head(file, 5)))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await Effect.runPromise(content.head(new File(["ab"], "a.txt"), 12))).toHaveLength(2);
  });

  it("gives the SHA-256 of the whole content in lower-case hex", async () => {
    expect(await Effect.runPromise(content.sha256(new File(["abc"], "abc.txt")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await Effect.runPromise(content.sha256(new File([], "empty.txt")))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("fails with FileUnreadable when the platform cannot read the file", async () => {
    class VanishedFile extends File {
      override arrayBuffer(): Promise<ArrayBuffer> {
        return Promise.reject(new Error("NotReadableError"));
      }
    }
    const exit = await Effect.runPromiseExit(content.sha256(new VanishedFile(["x"], "gone.pdf")));
    expect(exit).toEqual(Exit.fail(expect.objectContaining({ _tag: "FileUnreadable", fileName: "gone.pdf", detail: "NotReadableError" })));
  });

  it("dies with documentNotABlob for a file described only by name, size and type", async () => {
    const exit = await Effect.runPromiseExit(content.head({ name: "receipt.pdf", size: 10, type: "application/pdf" }, 5));
    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toBeInstanceOf(DeveloperError);
    expect(Exit.isFailure(exit) && (Cause.squash(exit.cause) as DeveloperError).reason).toBe("documentNotABlob");
  });
});

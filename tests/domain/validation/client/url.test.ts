import { describe, expect, it } from "vitest";
import { isWebAddress, url } from "../../../../domain/validation/client/url.ts";

const path = ["claimantInfo", "website"];

describe("isWebAddress", () => {
  it("accepts http and https addresses with a host, port, path, query and fragment", () => {
    for (const text of [
      "http://example.com",
      "https://www.example.com/",
      "HTTPS://Example.COM/claims?id=12#top",
      "https://sub.example.co.uk:8443/a/b",
      "http://192.168.0.1/status",
      "https://example.com?x=1"
    ]) {
      expect(isWebAddress(text), text).toBe(true);
    }
  });

  it("rejects other schemes, missing hosts and relative addresses", () => {
    for (const text of [
      "ftp://example.com",
      "mailto:a@example.com",
      "javascript:alert(1)",
      "example.com",
      "//example.com",
      "http://",
      "https:///path",
      "http://localhost",
      "http://example",
      "http://example.123"
    ]) {
      expect(isWebAddress(text), text).toBe(false);
    }
  });

  it("rejects spaces, user names and impossible IPv4 addresses", () => {
    for (const text of [
      "http://exa mple.com",
      "http://example.com/a b",
      "http://user:pass@example.com",
      "http://256.1.1.1",
      "http://-example.com",
      "http://example.com:port"
    ]) {
      expect(isWebAddress(text), text).toBe(false);
    }
  });
});

describe("url", () => {
  it("reports an invalid address at the field's path and lets blank values pass", () => {
    expect(url(path)("www.example.com")).toEqual({ path, code: "url", params: {} });
    expect(url(path)("")).toBeNull();
    expect(url(path)(" https://example.com ")).toBeNull();
  });
});

// The fingerprint printed on a claim's receipt: the SHA-256 of the payload as filed (its canonical JSON),
// in lower-case hex, computed by the browser's Web Crypto.
import { useEffect, useState } from "react";

export const receiptDigest = async (payload: string): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(payload));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
};

/** The payload's fingerprint once computed; null meanwhile, or where the browser offers no Web Crypto. */
export const useReceiptDigest = (payload: string): string | null => {
  const [digest, setDigest] = useState<{ readonly payload: string; readonly hex: string } | null>(null);
  useEffect(() => {
    let current = true;
    receiptDigest(payload).then(
      (hex) => {
        if (current) setDigest({ payload, hex });
      },
      (error: unknown) => {
        console.error(error);
      }
    );
    return () => {
      current = false;
    };
  }, [payload]);
  return digest?.payload === payload ? digest.hex : null;
};

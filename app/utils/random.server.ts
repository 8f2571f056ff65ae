import { randomText } from "#db/random.ts";

/** A fresh CSP nonce for one response: 16 random bytes, base64. */
export const freshNonce = () => randomText(16, "base64");

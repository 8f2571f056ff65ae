import { createHash } from "node:crypto";

/**
 * What the database keeps of a secret a browser or mail carries (a session's token, a mailed
 * link's, a visitor's cart key): its SHA-256, so the table alone opens nothing.
 */
export const tokenDigest = (token: string) =>
  createHash("sha256").update(token).digest("base64url");

import { randomBytes } from "node:crypto";

/** A random, unguessable id of 24 hex characters (admin tables show the last 10). */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

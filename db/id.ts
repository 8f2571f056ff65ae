import { randomText } from "./random";

/** A random, unguessable id of 24 hex characters (admin tables show the last 10). */
export function newId(): string {
  return randomText(12, "hex");
}

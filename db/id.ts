import { randomText } from "#app/utils/random.server.ts";

/** A random, unguessable id of 24 hex characters (admin tables show the last 10). */
export function newId(): string {
  return randomText(12, "hex");
}

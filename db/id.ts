import { randomText } from "./random";

/** A random, unguessable id of 24 hex characters (admin tables show the last 10). */
export function newId(): string {
  return randomText(12, "hex");
}

/** The part number of a tool added without one (the spec's calls name none): its id's. */
export const defaultSku = (id: string) => `FL-${id.toUpperCase()}`;

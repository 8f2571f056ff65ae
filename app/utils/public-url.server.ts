import { env } from "./env.server";

/**
 * The shop's address for absolute links (structured data, Stripe's return addresses): the
 * configured PUBLIC_URL, else, in demo mode, this machine's own port. Never the Host header a
 * request brought, which anyone can set.
 */
export const publicOrigin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

export function absoluteUrl(path: string): string {
  return new URL(path, publicOrigin).href;
}

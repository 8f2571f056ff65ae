import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { webhookTexts } from "#app/messages.ts";

/**
 * Where the shop may send a webhook (issue 50). A URL is an admin's word, and the shop's server
 * sits inside its owner's network: without a check a "webhook" could reach the database, a
 * cloud's metadata service or an admin panel on localhost (server-side request forgery). So in
 * production only `https` to public addresses is allowed, checked when an endpoint is saved and
 * again at every delivery, on the addresses its name resolves to then; the delivery connects to
 * the very address that was checked (see `checkedLookup`), so a name that resolves to a public
 * address for the check and a private one for the connection (DNS rebinding) gets nowhere.
 * Demo shops and tests may allow `http` and loopback (WEBHOOKS_ALLOW_LOOPBACK).
 */
export interface TargetPolicy {
  /** `http` and loopback addresses (127.0.0.0/8, ::1) allowed: demo mode and tests only. */
  allowLoopback: boolean;
}

// One list per family, each asked only about its own family: Node's BlockList matches an IPv4
// rule against an IPv4-mapped IPv6 address and the reverse, which would blur the rules below.
const LOOPBACK = { ipv4: new BlockList(), ipv6: new BlockList() };
LOOPBACK.ipv4.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.ipv6.addAddress("::1", "ipv6");

/** Addresses that are not the public internet's. */
const NOT_PUBLIC = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  NOT_PUBLIC.ipv4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated): an IPv4 address in IPv6 dress
  ["::ffff:0:0", 96], // IPv4-mapped: likewise, whichever IPv4 address it carries
  ["64:ff9b::", 96], // NAT64: reaches an IPv4 address of the translator's choosing
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  NOT_PUBLIC.ipv6.addSubnet(network, prefix, "ipv6");

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Whether the shop may connect to this IP address under `policy`. */
export function isAllowedAddress(address: string, policy: TargetPolicy): boolean {
  const family = familyOf(address);
  if (policy.allowLoopback && LOOPBACK[family].check(address, family)) return true;
  return !NOT_PUBLIC[family].check(address, family);
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** A URL's host without IPv6's brackets, as the resolver and `isIP` take it. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** What is wrong with the URL's form (scheme, credentials), before any address; null if nothing. */
export function urlProblem(raw: string, policy: TargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return webhookTexts.urlInvalid;
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && policy.allowLoopback) return null;
  return webhookTexts.urlNotHttps;
}

/**
 * The addresses the URL's host stands for now, every one of them allowed, or the reason it may
 * not be reached. One address not allowed refuses the whole name: the connection could pick it.
 */
export async function resolveTarget(
  raw: string,
  policy: TargetPolicy,
  resolve: Resolver = systemResolver,
): Promise<{ addresses: { address: string; family: number }[] } | { refused: string }> {
  const problem = urlProblem(raw, policy);
  if (problem) return { refused: problem };
  const host = bareHost(new URL(raw));
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { refused: webhookTexts.urlUnresolved };
    }
  }
  if (!addresses.length) return { refused: webhookTexts.urlUnresolved };
  if (addresses.some(({ address }) => !isAllowedAddress(address, policy)))
    return { refused: webhookTexts.urlNotPublic };
  return { addresses };
}

/** Why an endpoint cannot be saved with this URL, or null: the check again at every delivery. */
export async function targetRefusal(
  raw: string,
  policy: TargetPolicy,
  resolve?: Resolver,
): Promise<string | null> {
  const target = await resolveTarget(raw, policy, resolve);
  return "refused" in target ? target.refused : null;
}

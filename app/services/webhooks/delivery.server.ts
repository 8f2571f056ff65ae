import { createHmac } from "node:crypto";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { resolveTarget, systemResolver, type Resolver, type TargetPolicy } from "./target.server";

/** The longest a receiver is given to answer, connection included (issue 50). */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** What is read of a receiver's answer: its status matters, its body is not kept. */
const MOST_BODY_BYTES = 64 * 1024;

/**
 * `Forgeline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs:
 * the time is signed with the body, so a receiver can refuse a delivery replayed later.
 */
export function signatureHeader(body: string, secret: string, seconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${seconds}.${body}`).digest("hex");
  return `t=${seconds},v1=${v1}`;
}

export type AttemptResult =
  { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * A lookup that hands the connection only the addresses just checked: the name is resolved once,
 * here, every address judged, and the socket connects to one of those very addresses.
 */
function checkedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((entry) => !wanted || entry.family === wanted);
    if (!usable.length) {
      callback(new Error("No checked address of the wanted family"), "", 0);
      return;
    }
    if (options.all) (callback as (e: null, a: typeof usable) => void)(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

/**
 * One signed POST of a delivery's body to its endpoint: checked again (scheme, every address its
 * name resolves to now), connected to a checked address, answered within five seconds. 2xx is
 * delivered; anything else (another status, a timeout, a refused address, a network error) is a
 * failure to retry. Redirects are not followed: a 3xx is a failure too.
 */
export async function postDelivery(
  target: { url: string; secret: string; body: string },
  policy: TargetPolicy,
  { resolve = systemResolver, at = new Date() }: { resolve?: Resolver; at?: Date } = {},
): Promise<AttemptResult> {
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const checked = await resolveTarget(target.url, policy, resolve);
  if ("refused" in checked) return { ok: false, status: null, error: checked.refused };
  const url = new URL(target.url);
  const body = Buffer.from(target.body);
  const options: RequestOptions = {
    method: "POST",
    signal,
    lookup: checkedLookup(checked.addresses),
    // A connection of its own each time: a pooled one was opened to an address checked for
    // another attempt (and may be to a receiver that has since gone away).
    agent: false,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": body.length,
      "User-Agent": "Forgeline-Webhooks/1",
      "Forgeline-Signature": signatureHeader(
        target.body,
        target.secret,
        Math.floor(at.getTime() / 1000),
      ),
    },
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    const request = send(url, options, (response) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > MOST_BODY_BYTES) response.destroy();
      });
      const settle = () =>
        resolve(
          status >= 200 && status < 300
            ? { ok: true, status }
            : { ok: false, status, error: `The endpoint answered ${status}` },
        );
      response.on("end", settle);
      response.on("close", settle);
      response.on("error", settle);
    });
    request.on("error", (error) =>
      resolve({
        ok: false,
        status: null,
        error: signal.aborted
          ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`
          : error.message || String(error),
      }),
    );
    request.end(body);
  });
}

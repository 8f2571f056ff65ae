import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the receiver took: its parsed body, and whether its signature held. */
export interface Received {
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
  verified: boolean;
  contentType: string | undefined;
}

/**
 * Verifies `Forgeline-Signature: t=...,v1=...` as docs/api.md tells receivers to: the HMAC-SHA256
 * of "<t>.<raw body>" with the endpoint's secret, compared in constant time, `t` within five
 * minutes of now.
 */
export function verifySignature(header: string | undefined, body: string, secret: string) {
  const parts = new Map(
    (header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver on loopback, as an ERP would run one: it checks each delivery's signature
 * with `secret`, answers `status` (200 unless told), after `delayMs`, and can go down (its port
 * closed: connections refused) and come back on the same port.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let secret = "";
  let status = 200;
  let delayMs = 0;
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as Omit<Received, "verified" | "contentType">;
      setTimeout(() => {
        if (status >= 200 && status < 300)
          received.push({
            ...parsed,
            verified: verifySignature(
              request.headers["forgeline-signature"] as string,
              body,
              secret,
            ),
            contentType: request.headers["content-type"],
          });
        response.writeHead(status).end();
      }, delayMs);
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/forgeline`,
    port,
    received,
    /** The endpoint's secret, once the shop made it. */
    useSecret: (value: string) => void (secret = value),
    answer: (code: number) => void (status = code),
    slowBy: (ms: number) => void (delayMs = ms),
    /** Deliveries of an event, by its id. */
    timesReceived: (id: string) => received.filter((event) => event.id === id).length,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      server = createServer(handler);
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

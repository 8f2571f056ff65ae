// Pieces of HTTP that the page cache and the server's middleware share.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest } from "express";

export type Encoding = "br" | "gzip";

// Browsers send a handful of distinct Accept-Encoding values: each is read once.
const chosen = new Map<string, Encoding | null>();

/** The client's preferred encoding we have: brotli, else gzip; none if it takes neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(acceptEncoding);
    if (chosen.size < 100) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** The client's address as Express reads it: `TRUST_PROXY` decides which hop that is. */
export function clientAddress(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** A Fetch response's status and headers (every Set-Cookie apart), on `res`. */
function writeHead(res: ServerResponse<IncomingMessage>, status: number, headers: Headers) {
  res.statusCode = status;
  for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
}

/** Writes a Fetch response's status, headers and whole body, already read. */
export function writeResponse(
  res: ServerResponse<IncomingMessage>,
  status: number,
  headers: Headers,
  body: Buffer | undefined,
) {
  writeHead(res, status, headers);
  res.end(body);
}

/**
 * Sends a Fetch response as its body streams: each chunk as it comes, the next read only once
 * the client (through compression) has taken the last, so a long download is never held whole.
 * When the client leaves midway, reading stops, and the body is never cancelled: a stream that
 * is still being filled (Remix's single-fetch data) throws, uncaught, when it is written to
 * after a cancel, which ended the whole process.
 */
export async function sendResponse(res: ServerResponse<IncomingMessage>, response: Response) {
  writeHead(res, response.status, response.headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // One listener each for the whole body: compression hands `drain` listeners on to its encoder,
  // where taking each off again would miss.
  let wake = () => {};
  const resume = () => wake();
  res.on("drain", resume);
  res.on("close", resume);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return void res.end();
      if (res.destroyed) return;
      if (!res.write(value)) await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    res.destroy();
    throw error;
  }
}

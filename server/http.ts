// Pieces of HTTP that the page cache and the server's middleware share.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest } from "express";
import { compressWhole } from "./compression";

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
  res.end(body && compressWhole(res, body));
}

/**
 * Sends a Fetch response: a body that comes as one chunk (a rendered page, a JSON answer) whole,
 * compressed in one call (server/compression.ts); any other as it streams, each chunk as it comes,
 * the next read only once the client (through compression) has taken the last, so a long download
 * is never held whole. When the client leaves midway, reading stops, and the body is never
 * cancelled: a stream that is still being filled (Remix's single-fetch data) throws, uncaught,
 * when it is written to after a cancel, which ended the whole process.
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
    const first = await reader.read();
    if (first.done) return void res.end();
    let next = await reader.read();
    if (next.done) return void res.end(compressWhole(res, asBuffer(first.value)));
    if (!res.write(first.value)) await new Promise<void>((resolve) => (wake = resolve));
    for (; !next.done; next = await reader.read()) {
      if (res.destroyed) return;
      if (!res.write(next.value)) await new Promise<void>((resolve) => (wake = resolve));
    }
    res.end();
  } catch (error) {
    res.destroy();
    throw error;
  }
}

const asBuffer = (chunk: Uint8Array) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

// One HTTP request on a connection of its own, exactly as given: any method, any header a
// client may send, a body with or without Content-Length. Unlike fetch, a connection that the
// server closes after refusing one request cannot take the next request down with it.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Send the body chunked, without Content-Length. */
  chunked?: boolean;
  timeoutMs?: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
}

export function rawRequest(url: string, request: RawRequest): Promise<RawResponse> {
  const { method, body, chunked = false, timeoutMs = 30_000 } = request;
  const headers = { ...request.headers };
  if (body !== undefined && !chunked) headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false, timeout: timeoutMs });
    outgoing.on("response", (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers }),
      );
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

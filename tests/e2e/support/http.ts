// Plain HTTP against a running shop, for specs that need no browser: the exact bytes, headers and
// statuses a client sends and gets.
import { request as httpRequest } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends the headers first and the body (as much of it as given, whatever Content-Length claims)
 * only if no answer has come within a moment: a server that refuses a request by its headers
 * (413, 411) answers before a byte of the body is read, and then closes the connection, which
 * would otherwise race the upload.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    setTimeout(() => {
      if (answered) return;
      if (options.body) req.write(options.body);
      req.end();
    }, 200);
  });
}

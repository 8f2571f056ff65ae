// Plain HTTP against a running shop, for specs that need no browser: the exact bytes, headers and
// statuses a client sends and gets.
import { request as httpRequest } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends headers and as much of a body as given, whatever Content-Length claims (a client that
 * announces 100 MB and sends a few bytes), and reads the answer.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const url = new URL(options.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    // The server may answer and close before reading the rest: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** Signs in through the login form as a browser on the shop's own page would; returns the cookie. */
export async function signInCookie(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl },
    body: new URLSearchParams({ email, password, redirectTo: "/" }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (response.status !== 302 || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie.split(";")[0]!;
}

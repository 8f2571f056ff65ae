import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

/**
 * Request log lines, written in batches. Node writes to a pipe's stdout synchronously (under a
 * supervisor or a container), so one write per request was a system call on every request's
 * path. Lines are flushed every 250 ms or at 64 KB, and when the process exits.
 */
export function batchedLog(out: { write(text: string): unknown } = process.stdout) {
  let lines: string[] = [];
  let size = 0;
  const flush = () => {
    if (!lines.length) return;
    const text = lines.join("");
    lines = [];
    size = 0;
    out.write(text);
  };
  setInterval(flush, 250).unref();
  process.once("exit", flush);
  return {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= 64 * 1024) flush();
    },
  };
}

/** Writes the log line of a request whose response is already written (ms: time it took). */
export type RequestLogger = (
  req: IncomingMessage,
  status: number,
  length: number | string,
  ms: number,
) => void;

/**
 * One line per request, `METHOD URL STATUS LENGTH - MS ms` (morgan's "tiny" format). Lines are
 * written from a listener on the response's `finish`: morgan's per-request format compilation
 * and header hooks cost more than the line itself.
 */
export function requestLogger(log: { write(line: string): unknown } = batchedLog()) {
  const write = (method = "", url = "", status: number, length: unknown, ms: number) =>
    log.write(`${method} ${url} ${status} ${String(length ?? "-")} - ${ms.toFixed(3)} ms\n`);
  const line: RequestLogger = (req, status, length, ms) =>
    write(req.method, req.url, status, length, ms);
  /** Express middleware. The URL as it came in: routers rewrite req.url on the way. */
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    const { method, url } = req;
    res.once("finish", () =>
      write(
        method,
        url,
        res.statusCode,
        res.getHeader("content-length"),
        performance.now() - started,
      ),
    );
    next();
  };
  return { middleware, line };
}

import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { batchedLog, requestLogger } from "../../server/request-log";

describe("batchedLog", () => {
  it("writes request lines together, a quarter second later, in order", () => {
    vi.useFakeTimers();
    try {
      const written: string[] = [];
      const log = batchedLog({ write: (text: string) => written.push(text) });
      log.write("GET / 200\n");
      log.write("GET /tools 200\n");
      expect(written).toEqual([]);
      vi.advanceTimersByTime(250);
      expect(written).toEqual(["GET / 200\nGET /tools 200\n"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes at once when 64 KB are waiting", () => {
    const written: string[] = [];
    const log = batchedLog({ write: (text: string) => written.push(text) });
    log.write(`${"x".repeat(64 * 1024)}\n`);
    expect(written).toHaveLength(1);
  });
});

describe("requestLogger", () => {
  it("writes the line of a response already written", () => {
    const lines: string[] = [];
    const { line } = requestLogger({ write: (text: string) => lines.push(text) });
    const req = new IncomingMessage(new Socket());
    req.method = "HEAD";
    req.url = "/blogs";
    line(req, 304, 0, 0.0123);
    expect(lines).toEqual(["HEAD /blogs 304 0 - 0.012 ms\n"]);
  });

  it("writes one line per finished response, with the URL as it came in", () => {
    const lines: string[] = [];
    const { middleware } = requestLogger({ write: (line: string) => lines.push(line) });
    const req = new IncomingMessage(new Socket());
    req.method = "GET";
    req.url = "/tools?q=drill";
    const res = new ServerResponse(req);
    middleware(req, res, () => {
      // A router further on rewrites the URL it hands on.
      req.url = "/";
    });
    res.statusCode = 404;
    res.setHeader("Content-Length", "12");
    expect(lines).toEqual([]);
    res.emit("finish");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/tools\?q=drill 404 12 - \d+\.\d{3} ms\n$/);
  });
});

import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { answeredLine, batchedLog, requestLog } from "../../server/request-log";

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

describe("requestLog", () => {
  function logged(method: string, url: string, respond: (res: ServerResponse) => void) {
    const lines: string[] = [];
    const log = requestLog({ write: (line: string) => lines.push(line) });
    // As Express hands it on: the URL as it came in is its originalUrl.
    const req = Object.assign(new IncomingMessage(new Socket()), { originalUrl: url });
    req.method = method;
    req.url = url;
    const res = new ServerResponse(req);
    log(req, res, () => {
      // A router further on rewrites the URL it hands on.
      req.url = "/";
    });
    respond(res);
    expect(lines).toEqual([]);
    res.emit("finish");
    return lines;
  }

  it("writes one line per finished response: morgan's tiny format, with the path as it came in", () => {
    const lines = logged("GET", "/tools/abc", (res) => {
      res.statusCode = 404;
      res.setHeader("Content-Length", "12");
      res.writeHead(404);
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/tools\/abc 404 12 - \d+\.\d{3} ms\n$/);
  });

  it("never writes a query, where a reset or confirmation token travels", () => {
    const lines = logged("GET", "/reset-password?token=live-secret-token&x=1", (res) => {
      res.writeHead(200, { "Content-Length": "5" });
    });
    expect(lines[0]).toMatch(/^GET \/reset-password 200 5 - /);
    expect(lines.join("")).not.toContain("live-secret-token");
  });
});

describe("answeredLine", () => {
  it("writes the front door's line in the same format, without the query", () => {
    const req = Object.assign(new IncomingMessage(new Socket()), {
      method: "GET",
      url: "/reset-password?token=live-secret-token",
    });
    const line = answeredLine(req, 200, 1234, performance.now());
    expect(line).toMatch(/^GET \/reset-password 200 1234 - \d+\.\d{3} ms\n$/);
    expect(answeredLine(req, 304, undefined, performance.now())).toMatch(/ 304 - - /);
  });
});

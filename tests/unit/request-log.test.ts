import { describe, expect, it, vi } from "vitest";
import { batchedLog } from "~/services/request-log.server";

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

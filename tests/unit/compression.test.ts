// The server's compression (the `compression` package, as server/compression.ts sets it up)
// over real HTTP through Express: what is compressed, how, what is left, and that a download is
// sent as it is made.
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION } from "../../server/compression";
import { chooseEncoding, sendResponse } from "../../server/http";

const page = "<p>A tool for every job.</p>".repeat(200);
const export_ = "order,tool,qyt\n".repeat(40_000);

// A CSV export as the app makes one: rows made as the stream is read, about 50 MB in all, of
// numbers and hashes that do not compress far, so the socket's buffers cannot take them all.
const CSV_CHUNKS = 16_000;
let chunksMade = 0;
const hash = (n: number) => (Math.imul(n, 2654435761) >>> 0).toString(16).padStart(8, "0");
const csvRows = (chunk: number) =>
  Array.from({ length: 50 }, (_, row) => {
    const n = chunk * 50 + row;
    return `${n},${hash(n)}${hash(n + 1)},${hash(n * 31)}${hash(n * 97)},${hash(n * 7)}\n`;
  }).join("");
function csvExport() {
  chunksMade = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (chunksMade === CSV_CHUNKS) return controller.close();
      controller.enqueue(new TextEncoder().encode(csvRows(chunksMade++)));
    },
  });
}

let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(compression(COMPRESSION));
  app.get("/download", (_req, res, next) => {
    const headers = { "Content-Type": "text/csv" };
    sendResponse(res, new Response(csvExport(), { headers })).catch(next);
  });
  app.get("/page", (_req, res) => res.type("html").send(page));
  app.get("/small", (_req, res) => res.json({ ok: true }));
  app.get("/export", (_req, res) => res.type("text/csv").send(export_));
  app.get("/streamed", (_req, res) => {
    res.type("html");
    res.write(page.slice(0, 1000));
    res.write(Buffer.from(page.slice(1000)));
    res.end();
  });
  app.get("/image", (_req, res) => res.type("png").send(Buffer.alloc(5000, 7)));
  app.get("/encoded", (_req, res) =>
    res.type("html").set("Content-Encoding", "br").send(Buffer.from("already")),
  );
  app.get("/no-transform", (_req, res) =>
    res.type("html").set("Cache-Control", "no-transform").send(page),
  );
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: fetch would decompress it. */
function get(path: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
      httpRequest(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, as the client's weights allow", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("compression", () => {
  it("sends a page as brotli or gzip, varying on Accept-Encoding", async () => {
    const br = await get("/page", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const plain = await get("/page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(page);
  });

  it(
    "streams a download: rows stop being made while the client reads nothing",
    { timeout: 60_000 },
    async () => {
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await new Promise<IncomingMessage>((resolve, reject) =>
          httpRequest(`${base}/download`, { headers: { "Accept-Encoding": encoding } }, resolve)
            .on("error", reject)
            .end(),
        );
        // Not read yet: once the buffers on the way are full, no more rows may be made.
        let seen = -1;
        while (seen !== chunksMade) {
          seen = chunksMade;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(chunksMade, encoding).toBeGreaterThan(0);
        expect(chunksMade, encoding).toBeLessThan(CSV_CHUNKS / 2);

        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        await once(response, "end");
        const body = Buffer.concat(chunks);
        const text = { br: brotliDecompressSync, gzip: gunzipSync, identity: (raw: Buffer) => raw }[
          encoding as "br"
        ](body);
        expect(response.headers["content-encoding"], encoding).toBe(
          encoding === "identity" ? undefined : encoding,
        );
        expect(text.toString().split("\n"), encoding).toHaveLength(CSV_CHUNKS * 50 + 1);
      }
    },
  );

  it("compresses a large body and a body written in pieces", async () => {
    const large = await get("/export", "br");
    expect(large.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(large.body).toString()).toBe(export_);

    const streamed = await get("/streamed", "gzip");
    expect(gunzipSync(streamed.body).toString()).toBe(page);
  });

  it("leaves small bodies, images, encoded bodies (kept pages) and no-transform as they are", async () => {
    for (const path of ["/small", "/image", "/encoded", "/no-transform"]) {
      const response = await get(path, "br, gzip");
      expect(response.status, path).toBe(200);
      const encoding = path === "/encoded" ? "br" : undefined;
      expect(response.headers["content-encoding"], path).toBe(encoding);
    }
    expect((await get("/no-transform", "br")).body.toString()).toBe(page);
  });

  it("answers HEAD with the headers of the plain body", async () => {
    const head = await get("/page", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(page));
    expect(head.body.length).toBe(0);
  });
});

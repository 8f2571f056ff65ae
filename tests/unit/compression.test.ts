// The server's compression over real HTTP through Express, as server/compression.ts sets it up:
// whole bodies that sendResponse compresses in one call, and the `compression` package for the
// rest; what is compressed, how, what is left, and that a download is sent as it is made.
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION } from "../../server/compression";
import { chooseEncoding } from "../../server/accept-encoding";
import { sendResponse } from "../../server/http";

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
  // What the app answers (a rendered page, JSON): a Fetch response with its body in one chunk.
  const whole: Record<string, () => Response> = {
    page: () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    small: () => Response.json({ ok: true }),
    image: () => new Response(Buffer.alloc(5000, 7), { headers: { "Content-Type": "image/png" } }),
    "no-transform": () =>
      new Response(page, {
        headers: { "Content-Type": "text/html", "Cache-Control": "no-transform" },
      }),
    // Past what is compressed on the main thread: left to `compression`.
    large: () => new Response(export_, { headers: { "Content-Type": "text/csv" } }),
  };
  app.all("/whole/:name", (req, res, next) => {
    sendResponse(res, whole[req.params.name!]!()).catch(next);
  });
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
  // `compression` for a page Express writes; one call for a whole Fetch response's body.
  it.each(["/page", "/whole/page"])(
    "sends %s as brotli or gzip, varying on Accept-Encoding",
    async (path) => {
      const br = await get(path, "gzip, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["vary"]).toBe("Accept-Encoding");
      expect(brotliDecompressSync(br.body).toString()).toBe(page);

      const gzip = await get(path, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).toString()).toBe(page);

      const plain = await get(path);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["vary"]).toBe("Accept-Encoding");
      expect(plain.body.toString()).toBe(page);
    },
  );

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

describe("whole bodies (sendResponse)", () => {
  it("sends a whole page with its length", async () => {
    const br = await get("/whole/page", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    // A compressed stream is sent in chunks, without one.
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("leaves small bodies, images and no-transform as they are", async () => {
    for (const name of ["small", "image", "no-transform"]) {
      const response = await get(`/whole/${name}`, "br, gzip");
      expect(response.status, name).toBe(200);
      expect(response.headers["content-encoding"], name).toBeUndefined();
    }
    expect((await get("/whole/no-transform", "br")).body.toString()).toBe(page);
  });

  it("leaves a body past 256 KB to compression, which streams it", async () => {
    const large = await get("/whole/large", "br");
    expect(large.headers["content-encoding"]).toBe("br");
    expect(large.headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(large.body).toString()).toBe(export_);
  });

  it("answers HEAD without compressing", async () => {
    const head = await get("/whole/page", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});

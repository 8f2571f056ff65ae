// server/compress.ts over real HTTP through Express: what is compressed, how, and what is left.
import { once } from "node:events";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding } from "../../server/http";
import { compressResponses } from "../../server/compress";

const page = "<p>A tool for every job.</p>".repeat(200);
// Over the main thread's share: compressed on the thread pool, still whole.
const export_ = "order,tool,qyt\n".repeat(40_000);

let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  app.get("/page", (_req, res) => res.type("html").send(page));
  app.get("/small", (_req, res) => res.json({ ok: true }));
  app.get("/export", (_req, res) => res.type("text/csv").send(export_));
  app.get("/streamed", (_req, res) => {
    res.type("html");
    res.write(page.slice(0, 1000));
    res.write(Buffer.from(page.slice(1000)));
    res.end();
  });
  app.get("/twice", (_req, res) => {
    res.type("html");
    res.end(page);
    res.end();
  });
  app.get("/image", (_req, res) => res.type("png").send(Buffer.alloc(5000, 7)));
  app.get("/encoded", (_req, res) =>
    res.type("html").set("Content-Encoding", "br").send(Buffer.from("already")),
  );
  app.get("/no-transform", (_req, res) =>
    res.type("html").set("Cache-Control", "no-transform").send(page),
  );
  app.get("/written-head", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(page);
  });
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

describe("compressResponses", () => {
  it("sends a page as brotli or gzip, with its compressed length, varying on Accept-Encoding", async () => {
    const br = await get("/page", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
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

  it("compresses a large body whole and a body written in pieces as one", async () => {
    const large = await get("/export", "br");
    expect(large.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(large.body).toString()).toBe(export_);

    const streamed = await get("/streamed", "gzip");
    expect(gunzipSync(streamed.body).toString()).toBe(page);

    // A second end() changes nothing, as without the middleware.
    const twice = await get("/twice", "gzip");
    expect(gunzipSync(twice.body).toString()).toBe(page);
  });

  it("leaves small bodies, images, encoded bodies and no-transform as they are", async () => {
    for (const path of ["/small", "/image", "/encoded", "/no-transform", "/written-head"]) {
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

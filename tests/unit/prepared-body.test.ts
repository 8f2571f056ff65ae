import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KEEP_IDENTITY_BELOW, prepareBody } from "../../server/prepared-body";

/** A body that arrives in pieces, as a streamed response does. */
function streamOf(...pieces: string[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
}

const secret = "nonce-Zm9yZ2VsaW5lLXRlc3Q=";

describe("prepareBody", () => {
  it("keeps a page whole and compressed, with an ETag of its bytes", async () => {
    const page = "<p>Forgeline</p>".repeat(100);
    const prepared = await prepareBody(streamOf(page.slice(0, 50), page.slice(50)), secret);
    if ("personal" in prepared) throw new Error("kept as personal");
    expect(prepared.identity?.toString()).toBe(page);
    expect(brotliDecompressSync(prepared.br).toString()).toBe(page);
    expect(gunzipSync(prepared.gzip).toString()).toBe(page);
    const again = await prepareBody(streamOf(page), secret);
    expect("etag" in again && again.etag).toBe(prepared.etag);
  });

  it("compresses a large body as it arrives and keeps no copy of it as it is", async () => {
    const item = JSON.stringify({ name: "Cordless Drill", price: 129 });
    const pieces = Array.from(
      { length: 2 * Math.ceil(KEEP_IDENTITY_BELOW / 2 / item.length) },
      () => `${item},`,
    );
    const whole = pieces.join("");
    expect(whole.length).toBeGreaterThan(KEEP_IDENTITY_BELOW);
    const prepared = await prepareBody(streamOf(...pieces), secret);
    if ("personal" in prepared) throw new Error("kept as personal");
    expect(prepared.identity).toBeNull();
    expect(brotliDecompressSync(prepared.br).toString()).toBe(whole);
    expect(gunzipSync(prepared.gzip).toString()).toBe(whole);
    const small = await prepareBody(streamOf(whole), secret);
    expect("etag" in small && small.etag).toBe(prepared.etag);
  });

  it("gives back a body that carries the secret, also split across two pieces", async () => {
    const page = `<script ${secret}></script>`;
    expect(await prepareBody(streamOf(page), secret)).toEqual({ personal: Buffer.from(page) });
    const filler = "x".repeat(KEEP_IDENTITY_BELOW);
    const cut = secret.length / 2;
    const large = await prepareBody(
      streamOf(filler, `a${secret.slice(0, cut)}`, `${secret.slice(cut)}b`, filler),
      secret,
    );
    expect("personal" in large && large.personal.toString()).toBe(`${filler}a${secret}b${filler}`);
  });
});

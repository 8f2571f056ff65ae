// server/http.ts's sendResponse when the client leaves midway through a body that is still being
// filled, as Remix's single-fetch data is: the body must not be cancelled under its writer, whose
// next write would then throw where nothing catches it (the whole server went down with it).
import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendResponse } from "../../server/http";

let server: Server;
let base = "";
let laterWrite: Promise<string>;

beforeAll(async () => {
  server = createServer((_req, res) => {
    let written!: (outcome: string) => void;
    laterWrite = new Promise((resolve) => (written = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("first part;"));
        setTimeout(() => {
          try {
            controller.enqueue(new TextEncoder().encode("second part"));
            controller.close();
            written("written");
          } catch (error) {
            written(`threw: ${(error as Error).message}`);
          }
        }, 300);
      },
    });
    void sendResponse(res, new Response(body, { headers: { "Content-Type": "text/plain" } }));
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("leaves a body being filled alone when the client goes away", async () => {
  const request = httpRequest(`${base}/`);
  request.end();
  const [response] = (await once(request, "response")) as [NodeJS.ReadableStream];
  await once(response, "data");
  request.destroy();
  expect(await laterWrite).toBe("written");
});

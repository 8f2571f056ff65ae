// The bulk import's limits on the built shop (issue 39): a body over 64 MB is refused for its
// size before anything reads it, and an admin's small file goes through the same server path.
import { expect, test } from "@playwright/test";
import { IMPORT_BODY_LIMIT } from "#app/schemas/tool-import.ts";
import { demoAdmin } from "./support/demo";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { rawRequest } from "./support/http";
import { bearerToken } from "#tests/fixtures/over-http.ts";

let scratch: ScratchShop;
test.beforeAll(async () => {
  scratch = await startScratchShop();
});
test.afterAll(async () => scratch?.dispose());

test("POST /api/tools/import takes up to 64 MB and refuses more with 413", async () => {
  const authorization = await bearerToken(scratch.shop.baseUrl, demoAdmin);
  const headers = { Authorization: authorization, "Content-Type": "text/csv" };
  const over = await rawRequest(scratch.shop.baseUrl, {
    method: "POST",
    path: "/api/tools/import?dryRun=1",
    headers: { ...headers, "Content-Length": String(IMPORT_BODY_LIMIT + 1) },
    body: "x".repeat(IMPORT_BODY_LIMIT + 1),
  });
  expect(over.status).toBe(413);
  const csv =
    "sku,name,description,price,minimum_qyt,available_qyt,img\n" +
    "FL-LIMIT-1,Limit clamp,A clamp.,9.50,1,5,/images/tools/bench-vise.svg\n";
  const fine = await rawRequest(scratch.shop.baseUrl, {
    method: "POST",
    path: "/api/tools/import?dryRun=1",
    headers: { ...headers, "Content-Length": String(csv.length) },
    body: csv,
  });
  expect(fine.status).toBe(200);
  expect(JSON.parse(fine.body)).toMatchObject({ created: 1, updated: 0, errors: [], dryRun: true });
});

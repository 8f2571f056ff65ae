// Serves the minimal Remix page of bench/minimal the way server.ts serves the shop: the same heap
// bound and compression, the request log, a CSP nonce with helmet, then Remix's Express handler.
// MARKUP_FILES (a JSON list of HTML files) gives it the pages `/markup/N` renders and `/bytes/N`
// sends as they are (app/markup.ts).
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { freshNonce } from "#app/utils/random.server.ts";
import { COMPRESSION } from "../../server/compression";
import { requestLog } from "../../server/request-log";
import { boundHeapGrowth } from "../../server/tuning";
import { MARKUP_PAGES, type MarkupPage } from "./app/markup";
import { bodyHtml, bodyMarkup } from "./markup-tree";

boundHeapGrowth();
const markupFiles = JSON.parse(process.env.MARKUP_FILES ?? "[]") as string[];
Object.assign(globalThis, {
  [MARKUP_PAGES]: markupFiles.map((file): MarkupPage => {
    const html = readFileSync(file, "utf8");
    return { tree: bodyMarkup(html), body: bodyHtml(html) };
  }),
});
const build = (await import(
  new URL("./build/server/index.js", import.meta.url).href
)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression(COMPRESSION));
app.use(requestLog());
app.use((_req, res, next) => {
  res.locals.cspNonce = freshNonce();
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) =>
            `'nonce-${(res as express.Response).locals.cspNonce}'`,
        ],
      },
    },
  }),
);
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));

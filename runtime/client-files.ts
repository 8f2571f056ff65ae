// The client build: from build/client on disk when run from the repository, from the
// executable's own blob (held in memory) when run as the single executable. Same caching either
// way: Vite fingerprints everything under /assets, so it may be cached for good.
import { isSea, getAsset } from "node:sea";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import express from "express";
import { CLIENT_FILES_ASSET, type ClientFile } from "./sea-assets";

const ASSETS_URL = "/assets";
const FINGERPRINTED = { immutable: true, maxAge: "1y" } as const;
const OTHER = { maxAge: "1h" } as const;

export function clientFiles(): express.Router {
  const router = express.Router();
  if (isSea()) {
    router.use(filesFromBlob());
  } else {
    // Beside the bundle that runs this (build/server.js), wherever it is started from.
    const dir = fileURLToPath(new URL("./client/", import.meta.url));
    router.use(ASSETS_URL, express.static(`${dir}assets`, FINGERPRINTED));
    // Only a path under one of the build's own top-level names goes to the disk: a page's URL
    // (every signed-in page, every first visit) costs no stat() of a file that is not there.
    const topLevel = new Set(readdirSync(dir).filter((name) => name !== "assets"));
    const others = express.static(dir, OTHER);
    router.use((req, res, next) =>
      topLevel.has(req.path.split("/", 2)[1]!) ? others(req, res, next) : next(),
    );
  }
  return router;
}

// express.static's Cache-Control values for the options above.
const cacheControl = (urlPath: string) =>
  urlPath.startsWith(`${ASSETS_URL}/`)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=3600";

function filesFromBlob(): express.RequestHandler {
  const list = JSON.parse(getAsset(CLIENT_FILES_ASSET, "utf8")) as ClientFile[];
  const files = new Map(
    list.map((file) => [file.urlPath, { ...file, body: Buffer.from(getAsset(file.asset)) }]),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    res.set("Cache-Control", cacheControl(file.urlPath));
    res.set("Last-Modified", file.lastModified);
    res.type(file.urlPath.slice(file.urlPath.lastIndexOf(".")));
    // res.send adds the ETag and answers 304 to a matching If-None-Match, as express.static does.
    res.send(file.body);
  };
}

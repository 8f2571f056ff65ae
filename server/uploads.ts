// GET /uploads/<name>: the uploaded images. Each upload gets a new random name, so a name's bytes
// never change and browsers may keep them for a year.
import express, { type RequestHandler } from "express";
import { readImageBytes } from "#app/models/image.server.ts";
import { imageStore, uploadsDir } from "#app/services/image-store.server.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Rows of the database (PostgreSQL): every instance of the shop serves every upload. */
const fromRows: RequestHandler = async (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  try {
    const image = await readImageBytes(req.path.slice(1));
    if (!image) return next();
    res.setHeader("Content-Type", image.contentType);
    res.setHeader("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
    res.setHeader("Content-Length", image.bytes.length);
    res.end(req.method === "HEAD" ? undefined : image.bytes);
  } catch (error) {
    next(error);
  }
};

export function uploadedImages(): RequestHandler {
  return imageStore.kind === "rows"
    ? fromRows
    : express.static(uploadsDir, { immutable: true, maxAge: YEAR_SECONDS * 1000 });
}

// Where every request that no file answers ends, in development and production alike: the
// anonymous visitor's kept page (server/page-cache.ts), else the JSON API's resource routes
// (server/api-routes.ts), else Remix. What the app answers is what the cache keeps: there is one
// Remix handler.
import type { AppLoadContext } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
// The Express adapter's own translation of a request (host, protocol, abort on disconnect); its
// package exports only the handler that sends the answer itself.
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import type { NextFunction, Request, Response } from "express";
import { apiCall } from "./api-routes";
import { sendResponse } from "./http";
import type { PageCache } from "./page-cache";
import { currentBuild, serverHandleFor, type BuildSource } from "./routes";

export function answer({
  build,
  mode,
  loadContext,
  pageCache,
}: {
  build: BuildSource;
  mode: string;
  loadContext: (req: Request, res: Response) => AppLoadContext;
  pageCache: PageCache;
}) {
  const remix = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const current = await currentBuild(build);
      const context = () => loadContext(req, res);
      const render = () =>
        apiCall(current, req, context) ?? remix(createRemixRequest(req, res), context());
      const keeping = pageCache.keeping(req, serverHandleFor(current, req.path));
      if (keeping) await pageCache.respond(req, res, keeping, render);
      else await sendResponse(res, await render());
    } catch (error) {
      next(error);
    }
  };
}

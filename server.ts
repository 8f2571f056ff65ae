import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createTerminus } from "@godaddy/terminus";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { env } from "#app/utils/env.server.ts";
import { freshNonce } from "#app/utils/random.server.ts";
import { googleFormOrigins } from "#app/services/google-strategy.server.ts";
import { UPLOADS_URL } from "#app/services/images.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { stripeContentSecurity } from "#app/services/payments/stripe.server.ts";
import { warmCatalogueIndex } from "#app/models/catalogue-index.server.ts";
import { closeDatabase, isDatabaseHealthy, prepareDatabase } from "#app/models/database.server.ts";
import { startBackgroundWork } from "#app/services/background.server.ts";
import { clientFiles } from "./runtime/client-files";
import { uploadedImages } from "./server/uploads";
import { answer } from "./server/answer";
import { COMPRESSION } from "./server/compression";
import { limitBodies, sameOriginWrites, wellFormedRequests } from "./server/guards";
import { clientAddress } from "./server/http";
import { PageCache } from "./server/page-cache";
import { countSignInAttempt, writeLimit } from "./server/rate-limit";
import { batchedLog, requestLog } from "./server/request-log";
import type { BuildSource } from "./server/routes";
import { boundHeapGrowth } from "./server/tuning";

boundHeapGrowth();
const isDevelopment = env.NODE_ENV === "development";
const stripe = payments.kind === "stripe" ? stripeContentSecurity() : null;

await prepareDatabase();
// Orders expiring and mail going out, on timers of their own.
const stopBackgroundWork = startBackgroundWork();

const viteDevServer = isDevelopment
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

// The Remix build: Vite's latest in development, the bundle's own in production.
const build: BuildSource = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : // Resolved by the bundler (runtime/bundle.ts): production always runs the bundle.
    ((await import("virtual:remix/server-build")) as ServerBuild);

const logLines = batchedLog();
const log = requestLog(logLines);
// Anonymous visitors' public pages come from kept bytes (server/page-cache.ts): a kept page is
// answered before Express (`frontDoor` below); the first visit fills it at the end of Express.
const pageCache = new PageCache({ frontDoorLog: (line) => logLines.write(line) });
// In development a kept page would outlive an edit of the code that rendered it.
viteDevServer?.watcher.on("change", () => pageCache.forget());

const app = express();
app.disable("x-powered-by");
// req.ip and req.protocol believe X-Forwarded-* only from the proxies named here.
app.set("trust proxy", env.TRUST_PROXY);

app.use(compression(COMPRESSION));
app.use(log);

app.use((_req, res, next) => {
  res.locals.cspNonce = freshNonce();
  next();
});
app.use(
  helmet({
    crossOriginEmbedderPolicy: false,
    // helmet's default "no-referrer" makes browsers send `Origin: null` with form posts, which
    // Remix's CSRF check (Origin must match Host) rightly refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The shop runs on plain http on loopback (tests, demo); HSTS belongs to the TLS proxy.
    strictTransportSecurity: env.SHOP_MODE === "production",
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) =>
            `'nonce-${(res as express.Response).locals.cspNonce}'`,
          ...(stripe?.scriptSrc ?? []),
        ],
        frameSrc: stripe?.frameSrc ?? ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(isDevelopment ? ["ws:"] : []), ...(stripe?.connectSrc ?? [])],
        // Browsers apply form-action to the redirects after a post too (sign-in with Google).
        formAction: ["'self'", ...googleFormOrigins, ...(stripe?.formAction ?? [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  }),
);

app.use(wellFormedRequests);

app.get("/healthz", async (_req, res) => {
  const ok = await isDatabaseHealthy();
  res.status(ok ? 200 : 503).json({ ok });
});

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(clientFiles());
}

app.use(UPLOADS_URL, uploadedImages());

app.use(limitBodies(build));
app.use(sameOriginWrites(env.PUBLIC_URL));

app.use(writeLimit());

app.all(
  "*",
  answer({
    build,
    mode: env.NODE_ENV,
    pageCache,
    loadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientAddress: clientAddress(req),
      countSignInAttempt: () => countSignInAttempt(clientAddress(req)),
    }),
  }),
);

/**
 * How long an idle kept-alive connection stays open: longer than the proxy in front keeps its
 * idle connections to the shop (Caddy 2 minutes; nginx with `keepalive`, and cloud load
 * balancers, 60 s). At Node's default of 5 s the shop closed connections the proxy still meant
 * to use: a form or API post sent just as one closed was lost, and the proxy answered 502,
 * since it never sends a POST twice.
 */
const KEEP_ALIVE_MS = 125_000;

const server = createServer((req, res) => {
  if (!pageCache.frontDoor(req, res)) app(req, res);
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.listen(env.PORT, () => {
  console.log(`Storefront listening on http://localhost:${env.PORT} (${env.SHOP_MODE} mode)`);
  warmCatalogueIndex();
});

// On SIGTERM or SIGINT: stop taking connections, close each kept-alive one as soon as nothing is
// in flight on it, then close the database. A stuck request is cut off after 10 seconds.
const SIGNALS = ["SIGTERM", "SIGINT"];
// terminus does not tell its hooks which signal came; the log does.
for (const signal of SIGNALS)
  process.once(signal, () => console.log(`${signal} received, closing`));
createTerminus(server, {
  signals: SIGNALS,
  timeout: 10_000,
  useExit0: true,
  onSignal: async () => {
    await stopBackgroundWork();
    await viteDevServer?.close();
    await closeDatabase();
  },
});

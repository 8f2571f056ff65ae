import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { env } from "#app/utils/env.server.ts";
import { freshNonce } from "#app/utils/random.server.ts";
import { clientAddress } from "./server/http";
import { googleFormOrigins } from "#app/services/google-strategy.server.ts";
import { pageCache } from "./server/page-cache";
import {
  clientKey,
  RATE_LIMIT_WINDOW_MS,
  rateLimitStore,
} from "#app/services/rate-limit.server.ts";
import { requestLogger } from "./server/request-log";
import { UPLOADS_URL } from "#app/services/images.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { stripeContentSecurity } from "#app/services/payments/stripe.server.ts";
import { closeDatabase, isDatabaseHealthy, prepareDatabase } from "#app/models/database.server.ts";
import { startBackgroundWork } from "#app/services/background.server.ts";
import { clientFiles } from "./runtime/client-files";
import { uploadedImages } from "./server/uploads";
import { apiRoutes } from "./server/api-routes";
import { limitBodies, sameOriginWrites, wellFormedRequests } from "./server/guards";
import { compressResponses } from "./server/compress";
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

const app = express();
app.disable("x-powered-by");
// req.ip and req.protocol believe X-Forwarded-* only from the proxies named here.
app.set("trust proxy", env.TRUST_PROXY);
const log = requestLogger();
// Anonymous visitors' public pages come from prepared bytes (see page-cache.server.ts): a kept
// page is answered before Express (`frontDoor` below), the first visit fills it through Express.
const cache = viteDevServer ? null : pageCache(() => build as ServerBuild, log.line);

app.use(compressResponses());
app.use(log.middleware);

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

// Before the static files' look-ups on disk; the build is read at the first request.
if (cache) app.use(cache.middleware);

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

app.use(limitBodies);
app.use(sameOriginWrites(env.PUBLIC_URL));

// Sign-in, sign-up and Google are limited inside their actions (however their URL is spelled);
// this is the general ceiling on writes per client.
app.use(
  rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: env.WRITE_RATE_LIMIT,
    store: rateLimitStore("writes"),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Stripe's webhooks come from Stripe's few addresses, in bursts: they are signed instead.
    skip: (req) =>
      req.method === "GET" || req.method === "HEAD" || req.path === "/api/stripe/webhook",
    message: { error: "Too many requests. Please wait a minute and try again." },
    keyGenerator: (req) => clientKey(clientAddress(req)),
    // clientKey groups IPv6 addresses by their /56, which this check looks for by name.
    validate: { keyGeneratorIpFallback: false },
  }),
);

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : // Resolved by the bundler (runtime/bundle.ts): production always runs the bundle.
    ((await import("virtual:remix/server-build")) as ServerBuild);

const loadContext = (req: express.Request, res: express.Response) => ({
  cspNonce: res.locals.cspNonce as string,
  clientAddress: clientAddress(req),
});

// The JSON API is served from the same route modules without Remix's page machinery.
if (!viteDevServer) app.use(apiRoutes(build as ServerBuild, loadContext));

app.all("*", createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContext }));

/**
 * How long an idle kept-alive connection stays open: longer than the proxy in front keeps its
 * idle connections to the shop (Caddy 2 minutes; nginx with `keepalive`, and cloud load
 * balancers, 60 s). At Node's default of 5 s the shop closed connections the proxy still meant
 * to use: a form or API post sent just as one closed was lost, and the proxy answered 502,
 * since it never sends a POST twice.
 */
const KEEP_ALIVE_MS = 125_000;

const server = createServer((req, res) => {
  if (!cache?.frontDoor(req, res)) app(req, res);
});
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.listen(env.PORT, () => {
  console.log(`Storefront listening on http://localhost:${env.PORT} (${env.SHOP_MODE} mode)`);
});

// Finish what is in flight, then close the database; a stuck connection cannot hold us forever.
function shutdown(signal: string) {
  console.log(`${signal} received, closing`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // `close` ends the connections idle at this moment; one whose answer is still on its way
  // would stay open for KEEP_ALIVE_MS once it is sent (and the force exit above would end the
  // process with 1), so each is closed as soon as nothing is in flight on it.
  const closingIdle = setInterval(() => server.closeIdleConnections(), 100);
  closingIdle.unref();
  server.close(async () => {
    clearInterval(closingIdle);
    await stopBackgroundWork();
    await viteDevServer?.close();
    await closeDatabase();
    process.exit(0);
  });
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

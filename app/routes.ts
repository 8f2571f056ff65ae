import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// The one list of what in app/routes is no route (vite.config.ts has none: with v3_routeConfig
// Remix reads only this file).
export default flatRoutes({
  ignoredRouteFiles: [
    "**/*.css",
    "**/*.test.*",
    // A folder named +area (+dashboard, +catalogue, +orders, ...) holds the server modules its
    // routes share (the glue of their loaders and actions), not routes: no URL names it.
    "**/+*/**",
  ],
}) satisfies RouteConfig;

// The route modules of `app/routes`, read from the files themselves, so a spec that must cover
// every route notices a new one.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROUTES_DIR = fileURLToPath(new URL("../../../app/routes/", import.meta.url));

export interface RouteModule {
  /** The file name in app/routes, e.g. `dashboard.manageproducts_.$id.edit.tsx`. */
  file: string;
  /** Its URL pattern in Remix's flat-routes convention, e.g. `/dashboard/manageproducts/:id/edit`. */
  path: string;
  params: string[];
  hasLoader: boolean;
  hasAction: boolean;
}

/** `a.b_.$id._index` -> `/a/b/:id`; `$` alone is the splat `*`. */
function urlPattern(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => {
      if (segment === "$") return "*";
      const name = segment.replace(/_$/, "");
      return name.startsWith("$") ? `:${name.slice(1)}` : name;
    });
  return `/${segments.join("/")}`;
}

const exports = (source: string, name: string) =>
  new RegExp(`^export (async )?(function|const) ${name}\\b`, "m").test(source);

export function routeModules(): RouteModule[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const source = readFileSync(`${ROUTES_DIR}${file}`, "utf8");
      const path = urlPattern(file);
      return {
        file,
        path,
        params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        hasLoader: exports(source, "loader"),
        hasAction: exports(source, "action"),
      };
    });
}

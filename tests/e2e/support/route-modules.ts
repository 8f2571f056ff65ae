// The route modules of `app/routes`, read from the files themselves, so a spec that must cover
// every route notices a new one.
import { existsSync, readdirSync, readFileSync, type Dirent } from "node:fs";
import { fileURLToPath } from "node:url";

const ROUTES_DIR = fileURLToPath(new URL("../../../app/routes/", import.meta.url));

export interface RouteModule {
  /** The file (or folder) name in app/routes, e.g. `dashboard.manageproducts_.$id.edit.tsx`. */
  file: string;
  /** Its URL pattern in Remix's flat-routes convention, e.g. `/dashboard/manageproducts/:id/edit`. */
  path: string;
  params: string[];
  hasLoader: boolean;
  hasAction: boolean;
}

/**
 * `a.b_.$id._index` -> `/a/b/:id`: `$` alone is the splat `*`, a segment starting with `_` is a
 * pathless layout, and brackets escape (`sitemap[.]xml` -> `/sitemap.xml`).
 */
function urlPattern(file: string): string {
  const segments = (file.replace(/\.tsx?$/, "").match(/(?:\[[^\]]*\]|[^.])+/g) ?? [])
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => {
      if (segment === "$") return "*";
      const name = segment.replace(/_$/, "").replace(/\[([^\]]*)\]/g, "$1");
      return segment.startsWith("$") ? `:${name.slice(1)}` : name;
    });
  return `/${segments.join("/")}`;
}

const exports = (source: string, name: string) =>
  new RegExp(`^export (async )?(function|const) ${name}\\b`, "m").test(source);

/** The module's source: the file itself, or a folder's `route.tsx`/`route.ts`. */
function moduleSource(entry: Dirent): string | undefined {
  if (entry.isFile()) return /\.tsx?$/.test(entry.name) ? entry.name : undefined;
  const index = ["route.tsx", "route.ts"].find((name) =>
    existsSync(`${ROUTES_DIR}${entry.name}/${name}`),
  );
  return index && `${entry.name}/${index}`;
}

export function routeModules(): RouteModule[] {
  return readdirSync(ROUTES_DIR, { withFileTypes: true })
    .flatMap((entry) => {
      const source = moduleSource(entry);
      return source ? [{ file: entry.name, source }] : [];
    })
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, source: sourceFile }) => {
      const source = readFileSync(`${ROUTES_DIR}${sourceFile}`, "utf8");
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

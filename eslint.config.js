import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "bench/minimal/build/",
      "data/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Every label here gets its text through props (the shared Field component).
      "jsx-a11y/label-has-associated-control": "off",
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The SQL boundary: queries live in app/models (over the handle in app/db.server.ts) and db/.
    // Routes, components, services, the server and its commands call model functions instead.
    files: ["server/**", "server.ts", "runtime/**"],
    rules: { "no-restricted-imports": ["error", withOneLink(sqlBoundary())] },
  },
  {
    // The same for the app, which also leaves HTTP to server/ (see `httpLayer`).
    files: ["app/**"],
    ignores: ["app/models/**", "app/db.server.ts", "app/components/link.tsx"],
    rules: { "no-restricted-imports": ["error", both(withOneLink(sqlBoundary()), httpLayer())] },
  },
  {
    // The webhook sender is an HTTP client, not the shop's server: it needs node:http's `lookup`
    // option to connect only to the address it checked (fetch has none), so it alone may import it.
    files: ["app/services/webhooks/delivery.server.ts"],
    rules: { "no-restricted-imports": ["error", withOneLink(sqlBoundary())] },
  },
  {
    files: ["app/models/**", "app/db.server.ts"],
    rules: { "no-restricted-imports": ["error", httpLayer()] },
  },
  {
    // The one place that wraps Remix's Link (and, as a component, holds no SQL either).
    files: ["app/components/link.tsx"],
    rules: { "no-restricted-imports": ["error", both(sqlBoundary(), httpLayer())] },
  },
  {
    // `storefront backup` copies the database file without opening the shop's handle (so it
    // never creates a database it was asked to copy): the one command that reaches into db/.
    files: ["runtime/backup-command.ts"],
    rules: { "no-restricted-imports": ["error", sqlBoundary({ except: "backup" })] },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);

/** The app's links come from app/components/link.tsx: plain <a>s on pages without script. */
function withOneLink(restrictions) {
  const message = "Import Link from #app/components/link.tsx (a plain <a> where no script runs).";
  return {
    ...restrictions,
    paths: [...restrictions.paths, { name: "@remix-run/react", importNames: ["Link"], message }],
  };
}

/** The imports that hold SQL or a database connection, for the files outside the boundary. */
function sqlBoundary({ except } = {}) {
  const message = "Kysely and the database live in app/models and db/: call a model function.";
  const dbModules = ["connection", "migrate", "seed", "backup", "copy"]
    .filter((name) => name !== except)
    .flatMap((name) => [`\\#db/${name}.ts`, `**/db/${name}`, `**/db/${name}.ts`]);
  return {
    paths: [{ name: "kysely", message }],
    patterns: [
      { group: ["kysely/*", "**/db.server", "**/db.server.ts"], message },
      // Their types (the Database type, say) carry no SQL. (A leading # starts a comment in
      // these gitignore-style patterns, hence the backslash.)
      { group: dbModules, message, allowTypeImports: true },
    ],
  };
}

/**
 * Express and node:http belong to server/ (and server.ts): the Remix app takes a Fetch `Request`
 * and answers a `Response`, in development and production alike.
 */
function httpLayer() {
  const message = "HTTP plumbing lives in server/: the app speaks Fetch's Request and Response.";
  return {
    paths: ["express", "express-rate-limit", "http", "node:http"].map((name) => ({
      name,
      message,
    })),
    patterns: [],
  };
}

/** Two sets of restrictions as one (ESLint keeps only the last setting of a rule per file). */
function both(one, other) {
  return {
    paths: [...one.paths, ...other.paths],
    patterns: [...one.patterns, ...other.patterns],
  };
}

import { fileURLToPath } from "node:url";

// One source for the import aliases of tsconfig.json, shared by Vite, Vitest and tsx.
const fromRoot = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

export const appAliases = {
  "~": fromRoot("./app"),
  "~db": fromRoot("./db"),
};

// The shop's Node flags (server/tuning.ts) are given in three places the code cannot reach: the
// serve script, and the README's commands and systemd unit. They must say the same.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { NODE_FLAGS } from "../../server/tuning";

const flags = NODE_FLAGS.join(" ");

test("npm run serve starts the shop with the shop's Node flags", () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(scripts.serve).toBe(`node ${flags} build/server.js`);
});

test("the README deploys with the same flags, on the executable and with node", () => {
  const readme = readFileSync("README.md", "utf8");
  expect(readme).toContain(`Environment=NODE_OPTIONS=${flags}\n`);
  expect(readme).toContain(`\`npm run serve\` (\`node ${flags} build/server.js\`)`);
});

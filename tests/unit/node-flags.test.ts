// The shop's Node flags (server/tuning.ts) are given in three places the code cannot reach: the
// serve script, and the commands and systemd unit of docs/deployment.md. They must say the same.
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

test("docs/deployment.md deploys with the same flags, on the executable and with node", () => {
  const deployment = readFileSync("docs/deployment.md", "utf8");
  expect(deployment).toContain(`Environment=NODE_OPTIONS=${flags}\n`);
  expect(deployment).toContain(`\`npm run serve\` (\`node ${flags} build/server.js\`)`);
});

// The shop's one entry point: `node build/server.js [command]` (npm run serve) and the single
// executable both start here. Each command is loaded only when asked for, so --help needs no
// configuration and no database.
import type * as DatabaseCommands from "./commands";
import { answeredInfoFlag, usage } from "./usage";

// The bundle is the production build: it has no Vite to serve development from.
Object.assign(process.env, { NODE_ENV: "production" });

async function onDatabase(run: (commands: typeof DatabaseCommands) => Promise<number>) {
  const commands = await import("./commands");
  try {
    return await run(commands);
  } finally {
    await commands.closeDatabase();
  }
}

const commands: Record<string, (args: string[]) => Promise<number | undefined>> = {
  serve: async () => {
    await import("../server");
    return undefined; // keeps serving until SIGTERM
  },
  migrate: (args) => onDatabase((commands) => commands.migrate(args)),
  seed: (args) => onDatabase((commands) => commands.seed(args)),
  "make-admin": (args) => onDatabase((commands) => commands.makeAdminByEmail(args)),
  backup: async (args) => (await import("./backup-command")).backup(args),
};

const [name = "serve", ...args] = process.argv.slice(2);
if (!answeredInfoFlag(name)) {
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    const code = await command(args);
    if (code !== undefined) process.exitCode = code;
  }
}

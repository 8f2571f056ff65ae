import { version } from "../package.json";

export const versionLine = () => `storefront ${version} (Node ${process.version})`;

export const usage = `Forgeline Tools storefront ${version}

Usage: storefront [command]

Commands:
  (none), serve     migrate the database, seed it in demo mode if empty, then serve the shop
  migrate           apply pending database migrations, then exit
  seed [--tools N]  migrate, then fill an empty database with the demo catalogue (and
                    generated tools up to N), then exit
  make-admin EMAIL  give the admin role to the user with this email (sign up first)
  backup FILE       write a consistent copy of the database to FILE (safe while serving)
  --help, -h        show this help
  --version, -v     show the version

Configuration comes from the environment (PORT, DATABASE_URL, SHOP_MODE, SESSION_SECRET, ...;
see the README). Data lives beside DATABASE_URL (default data/storefront.db): the database,
uploads/ and, for the single executable, its unpacked native parts in .storefront-runtime/.`;

/** Answers --help and --version (true when it did), before any configuration is read. */
export function answeredInfoFlag(arg: string | undefined): boolean {
  if (arg === "--help" || arg === "-h" || arg === "help") console.log(usage);
  else if (arg === "--version" || arg === "-v") console.log(versionLine());
  else return false;
  return true;
}

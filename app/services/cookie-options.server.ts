import { env } from "#app/utils/env.server.ts";
import { sessionSecrets } from "./session-secrets.server";

/** What the shop's own cookies share: first-party, out of script's reach, signed. */
export const cookieOptions = {
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: env.SHOP_MODE === "production",
  secrets: sessionSecrets,
};

import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { toastSchema, type ShownToast, type Toast } from "#app/schemas/toast.ts";
import { env } from "#app/utils/env.server.ts";
import { sessionSecrets } from "./session-secrets.server";

// A flash cookie: set by the action that redirects, read and cleared by the next page, so the
// message is rendered by the server and shows without JavaScript.
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "toast",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SHOP_MODE === "production",
    secrets: sessionSecrets,
  },
});

export async function toastHeaders(toast: Toast): Promise<Headers> {
  const session = await toastStorage.getSession();
  session.flash("toast", toast);
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: Toast): Promise<Response> {
  return redirect(url, { headers: await toastHeaders(toast) });
}

export async function readToast(
  request: Request,
): Promise<{ toast: ShownToast | null; headers: Headers }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const headers = new Headers();
  // Most pages have no message: checked first, so Zod builds no error for a missing one.
  if (!session.has("toast")) return { toast: null, headers };
  const parsed = toastSchema.safeParse(session.get("toast"));
  if (!parsed.success) return { toast: null, headers };
  headers.set("Set-Cookie", await toastStorage.destroySession(session));
  return { toast: { ...parsed.data, id: randomUUID() }, headers };
}

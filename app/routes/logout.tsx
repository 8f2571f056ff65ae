import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOutHeaders } from "#app/services/session.server.ts";

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: await signOutHeaders(request) });
}

// Signing out is a POST; a visit to /logout only leads home.
export function loader() {
  return redirect("/");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#app/services/auth.server.ts";
import { invariantResponse } from "@epic-web/invariant";

// A dashboard address no page of it answers: the dashboard's error boundary says so beside the
// sidebar. Like every dashboard page, it first sends a visitor who is not signed in to sign in.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  invariantResponse(false, "No page of the dashboard has this address.", { status: 404 });
}

export const action = loader;

export default function DashboardNotFound() {
  return null;
}

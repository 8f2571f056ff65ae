import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function Page() {
  return <h1 className="text-3xl font-bold">Manage Products</h1>;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dashboardLinks } from "~/components/dashboard-nav";
import { requireUser } from "~/services/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { displayName: user.displayName, role: user.role };
}

export default function DashboardHome() {
  const { displayName, role } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome, {displayName}</h1>
      <p className="mt-2 text-gray-600">
        {role === "admin"
          ? "Run the catalogue, the orders and the people of the shop."
          : "Follow your orders, pay, and keep your profile up to date."}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {dashboardLinks(role).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-lg bg-white p-5 font-semibold shadow-sm ring-1 ring-gray-200 hover:ring-orange-400"
            >
              {link.label} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

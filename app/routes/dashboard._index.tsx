import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { dashboardLinks } from "#app/components/dashboard-nav.tsx";
import { AdminOverview } from "#app/components/admin-overview.tsx";
import { isAdmin } from "#app/models/user.server.ts";
import { adminOverview } from "#app/models/overview.server.ts";
import { overviewQuerySchema } from "#app/schemas/admin-query.ts";
import { thisMonthSoFar } from "#app/schemas/field-hints.ts";
import { parsePageQuery } from "#app/services/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const welcome = { displayName: user.displayName, role: user.role };
  if (!isAdmin(user)) return { ...welcome, overview: null, books: null };
  const { days } = parsePageQuery(request, overviewQuerySchema, ["days"]);
  return { ...welcome, overview: await adminOverview(days), books: thisMonthSoFar() };
}

export default function DashboardHome() {
  const { displayName, role, overview, books } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome, {displayName}</h1>
      <p className="mt-2 text-gray-600">
        {role === "admin"
          ? "Run the catalogue, the orders and the people of the shop."
          : "Follow your orders, pay, and keep your profile up to date."}
      </p>
      {overview && books ? (
        <AdminOverview overview={overview} books={books} />
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {dashboardLinks(role).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block panel p-5 font-semibold hover:ring-orange-400">
                {link.label} →
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

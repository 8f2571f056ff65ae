import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { DashboardNav, dashboardTab, type Standing } from "#app/components/dashboard-nav.tsx";
import { describeError, ErrorPage } from "#app/components/error-page.tsx";
import { useOptionalViewer } from "#app/root.tsx";
import { requireUser } from "#app/services/auth.server.ts";
import { isCompanyAdmin } from "#app/models/company.server.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";

// Pending states, inline errors and dialogs: this page ships its script.
export const handle = hydratedPage;

// Each page is titled by its tab (a page with a title of its own, like an order, overrides it).
export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  {
    title: `${dashboardTab(location.pathname, data?.role ?? null, data?.standing)?.label ?? "Dashboard"} — Forgeline Tools`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { role: user.role, standing: { companyAdmin: isCompanyAdmin(user) } };
}

export default function Dashboard() {
  const { role, standing } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout role={role} standing={standing}>
      <Outlet />
    </DashboardLayout>
  );
}

/**
 * A 403 or 404 of a dashboard page (someone else's order, an admin page for a customer, a tool
 * deleted meanwhile) is shown beside the sidebar, so the way on stays where it was. The role comes
 * from the root's loader: this route's own data is not there when its loader is what failed.
 */
export function ErrorBoundary() {
  const error = describeError(useRouteError());
  const role = useOptionalViewer()?.role ?? null;
  return (
    <DashboardLayout role={role}>
      <ErrorPage error={error} compact />
    </DashboardLayout>
  );
}

function DashboardLayout({
  role,
  standing,
  children,
}: {
  role: string | null;
  standing?: Standing;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 md:grid-cols-[14rem_minmax(0,1fr)]">
      <aside className="min-w-0 md:border-r md:border-gray-200 md:pr-4">
        <p className="mb-3 hidden text-xs font-bold uppercase tracking-wide text-gray-500 md:block">
          Dashboard
        </p>
        <DashboardNav role={role} standing={standing} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { dashboardLinks } from "#app/components/dashboard-nav.tsx";
import { AdminOverview } from "#app/components/admin-overview.tsx";
import { ReceivablesOverview } from "#app/components/receivables-overview.tsx";
import { receivablesOf } from "#app/models/receivables.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { adminOverview } from "#app/models/overview.server.ts";
import {
  BOOKS_QUERY_NAMES,
  booksRangeSchema,
  OVERVIEW_QUERY_NAMES,
  overviewQuerySchema,
  type BOOKS_DOWNLOADS,
} from "#app/schemas/admin-query.ts";
import { queryOf } from "#app/schemas/query-string.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { thisMonthSoFar } from "#app/schemas/field-hints.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const welcome = {
    displayName: user.displayName,
    role: user.role,
    companyRole: user.companyId ? user.companyRole : null,
  };
  if (!isAdmin(user)) return { ...welcome, overview: null, books: null, receivables: null };
  const { days, download } = parsePageQuery(request, overviewQuerySchema, OVERVIEW_QUERY_NAMES);
  const books: SubmissionResult<string[]> = download
    ? booksDownload(request, download)
    : { initialValue: thisMonthSoFar() };
  return data(
    {
      ...welcome,
      overview: await adminOverview(days),
      books,
      // What companies owe on account (issue 48).
      receivables: await receivablesOf(),
    },
    { status: books.error ? 400 : 200 },
  );
}

/**
 * The answer to the overview's download form: on to the export of a good range (the browser
 * saves the file and stays on the overview), or the overview again saying what is wrong with it,
 * beside the fields, with JavaScript on and off. The exports check the range again themselves.
 */
function booksDownload(
  request: Request,
  download: (typeof BOOKS_DOWNLOADS)[number],
): SubmissionResult<string[]> {
  const fields = new FormData();
  for (const [name, value] of Object.entries(queryOf(new URL(request.url), BOOKS_QUERY_NAMES)))
    fields.append(name, value);
  const submission = parseSubmission(fields, booksRangeSchema);
  if (submission.status !== "success") return submission.reply();
  throw redirect(`/dashboard/${download}.csv?${new URLSearchParams(submission.value)}`);
}

export default function DashboardHome() {
  const { displayName, role, companyRole, overview, books, receivables } =
    useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome, {displayName}</h1>
      <p className="mt-2 text-gray-600">
        {role === "admin"
          ? "Run the catalogue, the orders and the people of the shop."
          : "Follow your orders, pay, and keep your profile up to date."}
      </p>
      {overview && books ? (
        <>
          <AdminOverview overview={overview} books={books} />
          {receivables ? <ReceivablesOverview receivables={receivables} /> : null}
        </>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {dashboardLinks(role, companyRole).map((link) => (
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

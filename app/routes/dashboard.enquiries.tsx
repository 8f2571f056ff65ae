import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { listEnquiriesForAdmin } from "#app/models/admin-tables.server.ts";
import { TABLE_QUERY_NAMES, tableQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, tableQuerySchema, TABLE_QUERY_NAMES);
  const { rows, ...paging } = await listEnquiriesForAdmin(query);
  return { enquiries: rows, paging, query };
}

export default function Enquiries() {
  const { enquiries, paging, query } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Enquiries</h1>
      <p className="mt-2 text-gray-600">
        Distributor enquiries arrive from the form on the home page.
      </p>
      <TableFilters label="Search enquiries" q={query.q} />
      <TableSummary
        total={paging.total}
        shown={enquiries.length}
        noun={["enquiry", "enquiries"]}
        filtered={Boolean(query.q)}
      />
      {enquiries.length ? (
        <DataTable
          caption="Distributor enquiries, newest first"
          headers={["Received", "From", "Company", "Message"]}
        >
          {enquiries.map((enquiry) => (
            <tr key={enquiry.id}>
              <Cell className="text-gray-600 lg:whitespace-nowrap">
                <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
              </Cell>
              <Cell>
                <p className="font-semibold">{enquiry.name}</p>
                <a href={`mailto:${enquiry.email}`} className="text-brand hover:underline">
                  {enquiry.email}
                </a>
                {enquiry.phone ? <p className="text-gray-600">{enquiry.phone}</p> : null}
              </Cell>
              <Cell>{enquiry.company}</Cell>
              <Cell className="min-w-64 whitespace-pre-line">{enquiry.message}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}

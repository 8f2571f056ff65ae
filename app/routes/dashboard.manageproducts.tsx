import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConfirmAction } from "~/components/confirm";
import { Cell, DataTable } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { TableFilters, TableSummary } from "~/components/table-filters";
import { messages } from "~/messages";
import { listToolsForAdmin } from "~/models/admin-tables.server";
import { TABLE_QUERY_NAMES, tableQuerySchema } from "~/schemas/admin-query";
import { parseAdminQuery } from "~/services/admin-query.server";
import { requireAdmin } from "~/services/auth.server";
import { formatDollars } from "~/utils/money";
import { formatCount, shortId, truncate } from "~/utils/text";
import { buttonClass } from "~/components/button";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = parseAdminQuery(request, tableQuerySchema, TABLE_QUERY_NAMES);
  const { rows, ...paging } = await listToolsForAdmin(query);
  return { tools: rows, paging, query };
}

const actionLink = buttonClass("outline", "sm");

export default function ManageProducts() {
  const { tools, paging, query } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Manage Products</h1>
        <Link to="/dashboard/addproduct" className={buttonClass("primary", "base")}>
          Add Product
        </Link>
      </div>
      <TableFilters label="Search products" q={query.q} />
      <TableSummary
        total={paging.total}
        shown={tools.length}
        noun={["tool in the catalogue", "tools in the catalogue"]}
        filtered={Boolean(query.q)}
      />
      <DataTable
        caption="All products"
        headers={["Id", "Image", "Name", "Description", "Price", "Minimum", "Available", "Actions"]}
      >
        {tools.map((tool) => (
          <tr key={tool.id}>
            <Cell className="font-mono text-xs">{shortId(tool.id)}</Cell>
            <Cell>
              <img
                src={tool.img}
                alt={tool.name}
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded bg-gray-100 object-cover"
              />
            </Cell>
            <Cell className="min-w-32 font-semibold">{tool.name}</Cell>
            <Cell className="min-w-32 text-gray-600">{truncate(tool.description)}</Cell>
            <Cell>{formatDollars(tool.price)}</Cell>
            <Cell>{formatCount(tool.minimum_qyt)}</Cell>
            <Cell>{formatCount(tool.available_qyt)}</Cell>
            <Cell>
              <div className="flex flex-col gap-1.5 text-center">
                <Link
                  to={`/dashboard/manageproducts/${tool.id}/edit`}
                  className={actionLink}
                  aria-label={`Edit ${tool.name}`}
                >
                  Edit
                </Link>
                <Link
                  to={`/dashboard/manageproducts/${tool.id}/restock`}
                  className={actionLink}
                  aria-label={`Restock ${tool.name}`}
                >
                  Restock
                </Link>
                <ConfirmAction
                  label="Delete"
                  message={messages.confirmDelete(tool.name)}
                  confirmUrl={`/dashboard/manageproducts/${tool.id}/delete`}
                  className={buttonClass("danger", "sm")}
                />
              </div>
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={paging.page} pageCount={paging.pageCount} search={searchParams} />
    </section>
  );
}

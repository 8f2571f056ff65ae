import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RowLink } from "#app/components/admin-list.tsx";
import { Link } from "#app/components/link.tsx";
import { PartNumber } from "#app/components/part-number.tsx";
import { askedFrom, ConfirmAction, useHere } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { messages } from "#app/messages.ts";
import { listToolsForAdmin } from "#app/models/admin-tables.server.ts";
import { TABLE_QUERY_NAMES, tableQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { rowId } from "#app/utils/table-row.ts";
import { formatCount, shortId, truncate } from "#app/utils/text.ts";
import { buttonClass } from "#app/components/button.tsx";
import { ToolPicture } from "#app/components/tool-picture.tsx";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, tableQuerySchema, TABLE_QUERY_NAMES);
  const { rows, ...paging } = await listToolsForAdmin(query);
  return { tools: rows, paging, query };
}

/** A tool's pages its row links to: what the link says, and what it says to a screen reader. */
const ROW_PAGES = [
  { path: "edit", label: "Edit", name: (tool: string) => `Edit ${tool}` },
  { path: "restock", label: "Restock", name: (tool: string) => `Restock ${tool}` },
  { path: "pictures", label: "Pictures", name: (tool: string) => `Pictures of ${tool}` },
  { path: "prices", label: "Prices", name: (tool: string) => `Volume prices of ${tool}` },
];

export default function ManageProducts() {
  const { tools, paging, query } = useLoaderData<typeof loader>();
  const here = useHere();
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Manage Products</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/import" className={buttonClass("outline", "base")}>
            Import or export (CSV)
          </Link>
          <Link to="/dashboard/addproduct" className={buttonClass("primary", "base")}>
            Add Product
          </Link>
        </div>
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
          // The row's id: Edit, Restock (and No to Delete) return to the list at this row.
          <tr key={tool.id} id={rowId("tool", tool.id)} className="scroll-mt-4">
            <Cell className="font-mono text-xs">{shortId(tool.id)}</Cell>
            <Cell>
              <ToolPicture
                src={tool.img}
                alt={tool.name}
                width={64}
                lazy
                className="h-12 w-16 rounded bg-gray-100 object-cover"
              />
            </Cell>
            {/* The part number under the name, as everywhere: a column of its own pushed the
                actions off a 1280 px screen. */}
            <Cell className="min-w-32">
              <span className="font-semibold">{tool.name}</span>
              <PartNumber sku={tool.sku} />
            </Cell>
            <Cell className="min-w-32 text-gray-600">{truncate(tool.description)}</Cell>
            <Cell>{formatDollars(tool.price)}</Cell>
            <Cell>{formatCount(tool.minimum_qyt)}</Cell>
            <Cell>{formatCount(tool.available_qyt)}</Cell>
            <Cell>
              <div className="flex flex-col gap-1.5 text-center">
                {ROW_PAGES.map((page) => (
                  <RowLink
                    key={page.path}
                    to={askedFrom(`/dashboard/manageproducts/${tool.id}/${page.path}`, here)}
                    label={page.name(tool.name)}
                  >
                    {page.label}
                  </RowLink>
                ))}
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
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}

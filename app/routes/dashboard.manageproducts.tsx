import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConfirmAction } from "~/components/confirm";
import { Cell, DataTable } from "~/components/data-table";
import { messages } from "~/messages";
import { listAllTools } from "~/models/tool.server";
import { requireAdmin } from "~/services/auth.server";
import { formatDollars } from "~/utils/money";
import { shortId, truncate } from "~/utils/text";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { tools: await listAllTools() };
}

const actionLink =
  "rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50";

export default function ManageProducts() {
  const { tools } = useLoaderData<typeof loader>();
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Manage Products</h1>
          <p className="mt-2 text-gray-600">{tools.length} tools in the catalogue, newest first.</p>
        </div>
        <Link
          to="/dashboard/addproduct"
          className="rounded-md bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800"
        >
          Add Product
        </Link>
      </div>
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
            <Cell>{tool.minimum_qyt}</Cell>
            <Cell>{tool.available_qyt}</Cell>
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
                  className="rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700"
                />
              </div>
            </Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

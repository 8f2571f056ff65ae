import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { askedFrom, ConfirmAction, useHere } from "#app/components/confirm.tsx";
import { Link } from "#app/components/link.tsx";
import { priceGroups } from "#app/models/price-group.server.ts";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { listUsersForAdmin } from "#app/models/admin-tables.server.ts";
import { TABLE_QUERY_NAMES, tableQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { deleteAccountQuestion, roleQuestion } from "#app/utils/account-questions.ts";
import { roleLabel } from "#app/utils/profile-fields.ts";
import { rowId } from "#app/utils/table-row.ts";
import { shortId } from "#app/utils/text.ts";
import { buttonClass } from "#app/components/button.tsx";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "admin");
  const query = parsePageQuery(request, tableQuerySchema, TABLE_QUERY_NAMES);
  const [{ rows, ...paging }, groups] = await Promise.all([
    listUsersForAdmin(query),
    priceGroups(),
  ]);
  return {
    adminId: admin.id,
    paging,
    query,
    users: rows.map((user) => ({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      role: user.role,
      // Issue 40: whose prices the customer pays (an admin pays list prices).
      priceGroup: (user.priceGroupId && groups.get(user.priceGroupId)?.name) || null,
    })),
  };
}

export default function ManageUsers() {
  const { users, adminId, paging, query } = useLoaderData<typeof loader>();
  const here = useHere();
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Manage Users</h1>
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <a
          href={`/dashboard/users.csv${query.q ? `?${new URLSearchParams({ q: query.q })}` : ""}`}
          download
          className={buttonClass("outline", "md")}
        >
          {query.q ? "Download these users (CSV)" : "Download all users (CSV)"}
        </a>
      </div>
      <TableFilters label="Search users" q={query.q} />
      <TableSummary
        total={paging.total}
        shown={users.length}
        noun={["person with an account", "people with an account"]}
        filtered={Boolean(query.q)}
      />
      <DataTable
        caption="All users"
        headers={["Id", "Email", "Name", "Role", "Price group", "Actions"]}
      >
        {users.map((user) => (
          // The row's id: Make or Remove Admin returns to the list at this row.
          <tr key={user.id} id={rowId("user", user.id)} className="scroll-mt-4">
            <Cell className="font-mono text-xs">{shortId(user.id)}</Cell>
            <Cell>{user.email}</Cell>
            <Cell>{user.displayName}</Cell>
            <Cell>{roleLabel(user.role)}</Cell>
            <Cell>
              {user.priceGroup ?? <span className="text-muted">List prices</span>}
              {user.role === "admin" ? null : (
                <Link
                  to={askedFrom(`/dashboard/manageusers/${user.id}/price-group`, here)}
                  className={buttonClass("outline", "sm", "mt-2 block w-fit")}
                >
                  Change<span className="sr-only"> the price group of {user.displayName}</span>
                </Link>
              )}
            </Cell>
            <Cell>
              {user.id === adminId ? (
                <span className="px-3 py-2 text-sm text-gray-500">This is you</span>
              ) : (
                // Delete stands apart from the role change, behind a divider and in red outline,
                // so a quick click meant for one never lands on the other.
                <div className="flex flex-col items-start gap-3 lg:flex-row lg:items-center lg:gap-6">
                  <ConfirmAction
                    label={user.role === "admin" ? "Remove Admin" : "Make Admin"}
                    message={roleQuestion(user)}
                    confirmUrl={`/dashboard/manageusers/${user.id}/role`}
                    className={buttonClass("outline", "sm")}
                  />
                  <span className="border-t border-gray-300 pt-3 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
                    <ConfirmAction
                      label="Delete"
                      message={deleteAccountQuestion(user)}
                      confirmUrl={`/dashboard/manageusers/${user.id}/delete`}
                      className={buttonClass("danger-outline", "sm")}
                    />
                  </span>
                </div>
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmAction } from "~/components/confirm";
import { Cell, DataTable } from "~/components/data-table";
import { messages } from "~/messages";
import { listUsers } from "~/models/user.server";
import { requireAdmin } from "~/services/auth.server";
import { roleQuestion } from "~/utils/roles";
import { shortId } from "~/utils/text";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const users = await listUsers();
  return {
    adminId: admin.id,
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      role: user.role,
    })),
  };
}

export default function ManageUsers() {
  const { users, adminId } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Manage Users</h1>
      <p className="mt-2 text-gray-600">{users.length} people have an account.</p>
      <DataTable caption="All users" headers={["Id", "Email", "Name", "Role", "Actions"]}>
        {users.map((user) => (
          <tr key={user.id}>
            <Cell className="font-mono text-xs">{shortId(user.id)}</Cell>
            <Cell>{user.email}</Cell>
            <Cell>{user.displayName}</Cell>
            <Cell>{user.role === "admin" ? "Admin" : "Customer"}</Cell>
            <Cell>
              <div className="flex flex-wrap gap-2">
                {user.id === adminId ? null : (
                  <ConfirmAction
                    label={user.role === "admin" ? "Remove Admin" : "Make Admin"}
                    message={roleQuestion(user)}
                    confirmUrl={`/dashboard/manageusers/${user.id}/role`}
                    className="rounded-md bg-gray-900 px-3 py-2 text-sm font-semibold text-white hover:bg-gray-700"
                  />
                )}
                {user.id === adminId ? (
                  <span className="px-3 py-2 text-sm text-gray-500">This is you</span>
                ) : (
                  <ConfirmAction
                    label="Delete"
                    message={messages.confirmDelete(user.displayName)}
                    confirmUrl={`/dashboard/manageusers/${user.id}/delete`}
                    className="rounded-md bg-red-600 px-3 py-2 text-sm font-semibold text-white hover:bg-red-700"
                  />
                )}
              </div>
            </Cell>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

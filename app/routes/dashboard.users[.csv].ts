import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportUsers } from "#app/models/admin-tables.server.ts";
import type { User } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, type CsvColumn } from "#app/services/csv.server.ts";

// The spec's field names of a user, in its order; never a password (it lives elsewhere).
const fields = [
  "email",
  "displayName",
  "role",
  "photoURL",
  "education",
  "personalPhone",
  "personalAddress",
  "businessName",
  "businessAddress",
  "businessPhone",
  "linkedin",
  "details",
] as const satisfies readonly (keyof User)[];

const columns: CsvColumn<User>[] = [
  { header: "_id", value: (user) => user.id },
  ...fields.map((field) => ({ header: field, value: (user: User) => user[field] })),
  { header: "createdAt", value: (user) => user.createdAt },
];

// GET /dashboard/users.csv: admins; every user, oldest first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(`users-${today}.csv`, columns, exportUsers());
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportUsers } from "~/models/admin-tables.server";
import type { User } from "~/models/user.server";
import { requireAdmin } from "~/services/auth.server";
import { csvResponse, type CsvColumn } from "~/services/csv.server";

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
  await requireAdmin(request);
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(`users-${today}.csv`, columns, exportUsers());
}

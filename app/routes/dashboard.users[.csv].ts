import { shopToday } from "#app/utils/clock.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportUsers } from "#app/models/admin-tables.server.ts";
import type { User } from "#app/models/user.server.ts";
import { USER_EXPORT_QUERY_NAMES, userExportQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { csvResponse, type CsvColumn } from "#app/routes/+dashboard/csv.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { profileDetails, roleLabel } from "#app/utils/profile-fields.ts";

// First the columns of Manage Users, in its order and its words (the full id), then the profile
// as My Profile names it, and when the account was made, as the pages show a moment. Never a
// password (it lives elsewhere).
const columns: CsvColumn<User>[] = [
  { header: "User id", value: (user) => user.id },
  { header: "Email", value: (user) => user.email },
  { header: "Name", value: (user) => user.displayName },
  { header: "Role", value: (user) => roleLabel(user.role) },
  { header: "Photo URL", value: (user) => user.photoURL },
  ...profileDetails.map(([field, label]) => ({
    header: label,
    value: (user: User) => user[field],
  })),
  { header: "Joined", value: (user) => formatDateTime(user.createdAt) },
];

// GET /dashboard/users.csv?q=: admins; the users Manage Users lists (its search), newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const { q } = parsePageQuery(request, userExportQuerySchema, USER_EXPORT_QUERY_NAMES);
  const today = shopToday();
  return csvResponse(`users-${today}.csv`, columns, exportUsers(q));
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { categoryTexts } from "#app/messages.ts";
import { moveCategory } from "#app/models/category.server.ts";
import { moveCategorySchema } from "#app/schemas/category.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { requireCategory } from "#app/routes/+dashboard/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";

// Only the tree page's Up and Down buttons post here; the address itself shows the tree.
export async function loader() {
  return redirect(CATEGORIES);
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  const submission = await parseForm(request, moveCategorySchema);
  if (submission.status !== "success") throw new Response("Move up or down", { status: 400 });
  // Already first (or last): nothing moves, and the tree says where it is.
  await moveCategory(category.id, submission.value.direction);
  return redirectWithToast(`${CATEGORIES}#${category.id}`, {
    type: "success",
    message: categoryTexts.categoryMoved(category.name),
  });
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { categoryTexts, messages } from "#app/messages.ts";
import { deleteCategory } from "#app/models/category.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requireCategory } from "#app/services/managed-taxonomy.server.ts";
import { CATEGORIES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = [CATEGORIES];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  return { message: messages.confirmDelete(category.name), back: returnPathOfPage(request, LIST) };
}

// Refused while tools on sale or subcategories are in it: they would lose their place.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const category = await requireCategory(params.id);
  const back = await returnPathOfPost(request, LIST);
  const deleted = await deleteCategory(category.id);
  if (deleted.status === "has-tools" || deleted.status === "has-children") {
    return redirectWithToast(back, {
      type: "error",
      message:
        deleted.status === "has-tools"
          ? categoryTexts.categoryHasTools(category.name, deleted.count)
          : categoryTexts.categoryHasChildren(category.name),
    });
  }
  return redirectWithToast(back, {
    type: "success",
    message: categoryTexts.categoryDeleted(category.name),
  });
}

export default function ConfirmDeleteCategory() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}

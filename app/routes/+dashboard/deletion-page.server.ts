import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { DeletionQuestion } from "#app/components/confirm.tsx";
import type { User } from "#app/models/user.server.ts";
import type { Toast } from "#app/schemas/toast.ts";
import { messages } from "#app/messages.ts";
import { requireUser, type Role } from "#app/services/auth.server.ts";
import {
  returnPathOfPage,
  returnPathOfPageAtRow,
  returnPathOfPost,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

/** The page's loader (its question) and action (the deletion). */
interface RoutePair {
  loader: (args: LoaderFunctionArgs) => Promise<DeletionQuestion>;
  action: (args: ActionFunctionArgs) => Promise<Response>;
}

type Question<Thing> = (thing: Thing) => string | Promise<string>;

interface Deletion<Thing> {
  role?: Role;
  lists: [string, ...string[]];
  find: (params: LoaderFunctionArgs["params"], user: User) => Promise<Thing>;
  row?: (thing: Thing) => string;
  /** Deletes, and says so: its success message, or a toast of its own (an error, refused). */
  remove: (thing: Thing) => Promise<string | Toast>;
}

/**
 * The loader and action of the page a list's Delete (or Remove) asks its question on: a link to
 * it without JavaScript, a dialog posting to it with (`ConfirmAction`). A route exports them by
 * name (`const { loader, action } = deletionPage(...); export { loader, action };`: Remix takes
 * server code out of the browser's bundle for these two forms, not for `export const { ... }`),
 * and ConfirmDeletion. Both check `role` and
 * find the record first (`find` answers 404 when it is gone). The loader asks `question` (by
 * default whether to delete the record's name) and offers No back to the list it was asked from
 * (one of `lists`, at the record's `row` if given); the action deletes (`remove`, which says how
 * it went) and returns to that list, whose row is gone.
 */
export function deletionPage<Thing>(
  deletion: Deletion<Thing> & { question: Question<Thing> },
): RoutePair;
export function deletionPage<Thing extends { name: string }>(
  deletion: Deletion<Thing> & { question?: Question<Thing> },
): RoutePair;
export function deletionPage<Thing>(deletion: Deletion<Thing> & { question?: Question<Thing> }) {
  return deletionRoutes(deletion);
}

/** The Delete of an admin list's row (a tool, a user, a category...): only admins may. */
export function adminDeletionPage<Thing>(
  deletion: Omit<Deletion<Thing>, "role"> & { question: Question<Thing> },
): RoutePair;
export function adminDeletionPage<Thing extends { name: string }>(
  deletion: Omit<Deletion<Thing>, "role"> & { question?: Question<Thing> },
): RoutePair;
export function adminDeletionPage<Thing>(
  deletion: Omit<Deletion<Thing>, "role"> & { question?: Question<Thing> },
) {
  return deletionRoutes({ role: "admin", ...deletion });
}

function deletionRoutes<Thing>({
  role,
  lists,
  find,
  question,
  row,
  remove,
}: Deletion<Thing> & { question?: Question<Thing> }): RoutePair {
  // Only a Thing with a name may leave out its question (the overloads above).
  const ask =
    question ?? ((thing: Thing) => messages.confirmDelete((thing as { name: string }).name));
  return {
    async loader({ request, params }: LoaderFunctionArgs): Promise<DeletionQuestion> {
      const thing = await find(params, await requireUser(request, role));
      return {
        message: await ask(thing),
        back: row
          ? returnPathOfPageAtRow(request, lists, row(thing))
          : returnPathOfPage(request, lists),
      };
    },
    async action({ request, params }: ActionFunctionArgs) {
      const thing = await find(params, await requireUser(request, role));
      const back = await returnPathOfPost(request, lists);
      const said = await remove(thing);
      return redirectWithToast(
        back,
        typeof said === "string" ? { type: "success", message: said } : said,
      );
    },
  };
}

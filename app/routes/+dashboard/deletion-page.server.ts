import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { DeletionQuestion } from "#app/components/confirm.tsx";
import type { User } from "#app/models/user.server.ts";
import type { Toast } from "#app/schemas/toast.ts";
import { requireUser, type Role } from "#app/services/auth.server.ts";
import {
  returnPathOfPage,
  returnPathOfPageAtRow,
  returnPathOfPost,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

/**
 * The loader and action of the page a list's Delete (or Remove) asks its question on: a link to
 * it without JavaScript, a dialog posting to it with (`ConfirmAction`). Both check `role` and
 * find the record first (`find` answers 404 when it is gone). The loader asks `question` and
 * offers No back to the list it was asked from (one of `lists`, at the record's `row` if given);
 * the action deletes (`remove`, which says how it went) and returns to that list, whose row is
 * gone.
 */
export function deletionPage<Thing>({
  role,
  lists,
  find,
  question,
  row,
  remove,
}: {
  role?: Role;
  lists: [string, ...string[]];
  find: (params: LoaderFunctionArgs["params"], user: User) => Promise<Thing>;
  question: (thing: Thing) => string | Promise<string>;
  row?: (thing: Thing) => string;
  remove: (thing: Thing) => Promise<Toast>;
}) {
  return {
    async loader({ request, params }: LoaderFunctionArgs): Promise<DeletionQuestion> {
      const thing = await find(params, await requireUser(request, role));
      return {
        message: await question(thing),
        back: row
          ? returnPathOfPageAtRow(request, lists, row(thing))
          : returnPathOfPage(request, lists),
      };
    },
    async action({ request, params }: ActionFunctionArgs) {
      const thing = await find(params, await requireUser(request, role));
      const back = await returnPathOfPost(request, lists);
      return redirectWithToast(back, await remove(thing));
    },
  };
}

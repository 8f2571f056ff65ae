import { getTool } from "#app/models/tool.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { rowId } from "#app/utils/table-row.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import {
  returnPathOfPage,
  returnPathOfPageAtRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";

const TOOL_LIST = "/dashboard/manageproducts";

export const TOOL_GONE = "That product is no longer in the catalogue.";

/** The tool an admin page is about, or the 404 page (an unknown id, or a tool deleted meanwhile). */
export async function requireManagedTool(id: string | undefined) {
  const tool = await getTool(id ?? "");
  invariantResponse(tool, TOOL_GONE, { status: 404 });
  return tool;
}

/** For a tool's admin pages: the admin signed in on this request, then `requireManagedTool`. */
export async function requireAdminTool(request: Request, id: string | undefined) {
  await requireUser(request, "admin");
  return requireManagedTool(id);
}

/**
 * Where a form opened from Manage Products' row returns to: the list it was opened from (its
 * `?back=`, which the form's post keeps), at the tool's row.
 */
export const toolListAtRow = (request: Request, toolId: string) =>
  returnPathOfPageAtRow(request, [TOOL_LIST], rowId("tool", toolId));

/**
 * A tool's admin pages (edit, pictures, family, accessories): where Manage Products opened them
 * from (their `?back=`, carried from one to the next) and the way back to its row.
 */
export function toolPagesContext(request: Request, toolId: string) {
  return {
    list: returnPathOfPage(request, [TOOL_LIST]),
    back: toolListAtRow(request, toolId),
  };
}

/**
 * A tool's admin page with its tabs (details, pictures, variants, accessories, volume prices), for
 * its loader and its action: the tool (`requireAdminTool`) and what its tabs need (`nav`, for
 * ToolAdminNav).
 */
export async function toolAdminPage(request: Request, id: string | undefined) {
  const tool = await requireAdminTool(request, id);
  return { tool, nav: { toolId: tool.id, ...toolPagesContext(request, tool.id) } };
}

/**
 * Back to the tool's admin page after a change, as it was opened (its `?back=`), saying
 * `message`.
 */
export function backToToolPage(request: Request, message: string) {
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type: "success", message });
}

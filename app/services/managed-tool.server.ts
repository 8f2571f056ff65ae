import { getTool } from "#app/models/tool.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { rowId } from "#app/utils/table-row.ts";
import { returnPathOfPage, returnPathOfPageAtRow } from "./confirm-return.server";

const TOOL_LIST = "/dashboard/manageproducts";

export const TOOL_GONE = "That product is no longer in the catalogue.";

/** The tool an admin page is about, or the 404 page (an unknown id, or a tool deleted meanwhile). */
export async function requireManagedTool(id: string | undefined) {
  const tool = await getTool(id ?? "");
  invariantResponse(tool, TOOL_GONE, { status: 404 });
  return tool;
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

/** Where a tool's admin page returns after a change: itself, as it was opened (its `?back=`). */
export function sameToolPage(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

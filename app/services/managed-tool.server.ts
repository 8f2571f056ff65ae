import { getTool } from "#app/models/tool.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { rowId } from "#app/utils/table-row.ts";
import { returnPathOfPageAtRow } from "./confirm-return.server";

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
  returnPathOfPageAtRow(request, ["/dashboard/manageproducts"], rowId("tool", toolId));

import { getTool } from "~/models/tool.server";

export const TOOL_GONE = "That product is no longer in the catalogue.";

/** The tool an admin page is about, or the 404 page (an unknown id, or a tool deleted meanwhile). */
export async function requireManagedTool(id: string | undefined) {
  const tool = await getTool(id ?? "");
  if (!tool) throw new Response(TOOL_GONE, { status: 404, statusText: "Not Found" });
  return tool;
}

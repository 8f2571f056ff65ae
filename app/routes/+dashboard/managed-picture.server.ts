import { invariantResponse } from "@epic-web/invariant";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { toolGallery } from "#app/models/tool-gallery.server.ts";
import { requireAdminTool } from "./managed-tool.server";

/**
 * The tool and the picture of its gallery an admin page is about (its place counted from 1), for
 * the admin signed in on this request; or the 404 page: an unknown tool or picture, or one
 * removed meanwhile.
 */
export async function requireManagedPicture(
  request: Request,
  toolId: string | undefined,
  pictureId: string | undefined,
) {
  const tool = await requireAdminTool(request, toolId);
  const pictures = await toolGallery(tool);
  const index = pictures.findIndex((picture) => picture.id === pictureId);
  invariantResponse(index >= 0, texts.noSuchPicture, { status: 404 });
  return { tool, picture: pictures[index]!, number: index + 1, count: pictures.length };
}

/** A tool's pictures page, as its admin pages open it (carrying their `?back=`). */
export const picturesPage = (toolId: string, list: string) =>
  `/dashboard/manageproducts/${toolId}/pictures?${new URLSearchParams({ back: list })}`;

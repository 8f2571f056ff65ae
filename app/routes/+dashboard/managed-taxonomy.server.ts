import { invariantResponse } from "@epic-web/invariant";
import { categoryTexts } from "#app/messages.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";

// The category or attribute an admin page is about (issue 39).

/** The category named by the URL, or the 404 page (an unknown id, or one deleted meanwhile). */
export async function requireCategory(id: string | undefined) {
  const category = (await taxonomy()).byId.get(id ?? "");
  invariantResponse(category, categoryTexts.noSuchCategory, { status: 404 });
  return category;
}

/** The attribute named by the URL, or the 404 page. */
export async function requireAttribute(id: string | undefined) {
  const attribute = [...(await taxonomy()).attributes.values()].find((each) => each.id === id);
  invariantResponse(attribute, categoryTexts.noSuchAttribute, { status: 404 });
  return attribute;
}

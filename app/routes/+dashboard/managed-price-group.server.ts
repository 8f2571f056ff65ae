import { invariantResponse } from "@epic-web/invariant";
import { priceGroupTexts } from "#app/messages.ts";
import { getPriceGroup } from "#app/models/price-group.server.ts";
import { refuse } from "./admin-form.server";

/** The group an admin page is about, or the 404 page (an unknown id, or one deleted meanwhile). */
export async function requirePriceGroup(id: string | undefined) {
  const group = await getPriceGroup(id ?? "");
  invariantResponse(group, priceGroupTexts.noSuchGroup, { status: 404 });
  return group;
}

/** The form's name is another group's (the unique index refused it). */
export const groupNameTaken = refuse("name", priceGroupTexts.nameTaken);

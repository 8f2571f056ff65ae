import { invariantResponse } from "@epic-web/invariant";
import { shippingTaxTexts, checkoutTexts } from "#app/messages.ts";
import { getShippingMethod } from "#app/models/shipping-method.server.ts";
import { refuse } from "./admin-form.server";

/** The method an admin page is about, or the 404 page (an unknown id, or one deleted meanwhile). */
export async function requireShippingMethod(id: string | undefined) {
  const method = await getShippingMethod(id ?? "");
  invariantResponse(method, shippingTaxTexts.noSuchShippingMethod, { status: 404 });
  return method;
}

/** The form's name is another method's (the unique index refused it). */
export const nameTaken = refuse("name", checkoutTexts.shippingMethodNameTaken);

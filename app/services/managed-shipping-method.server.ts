import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { invariantResponse } from "@epic-web/invariant";
import { shippingTaxTexts, checkoutTexts } from "#app/messages.ts";
import { getShippingMethod } from "#app/models/shipping-method.server.ts";

/** The method an admin page is about, or the 404 page (an unknown id, or one deleted meanwhile). */
export async function requireShippingMethod(id: string | undefined) {
  const method = await getShippingMethod(id ?? "");
  invariantResponse(method, shippingTaxTexts.noSuchShippingMethod, { status: 404 });
  return method;
}

/** The form again, its name marked as another method's (the unique index refused it). */
export function nameTaken(submission: {
  reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
}) {
  return data(
    {
      result: submission.reply({ fieldErrors: { name: [checkoutTexts.shippingMethodNameTaken] } }),
    },
    { status: 409 },
  );
}

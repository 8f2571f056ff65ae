import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { invariantResponse } from "@epic-web/invariant";
import { priceGroupTexts } from "#app/messages.ts";
import { getPriceGroup } from "#app/models/price-group.server.ts";

/** The group an admin page is about, or the 404 page (an unknown id, or one deleted meanwhile). */
export async function requirePriceGroup(id: string | undefined) {
  const group = await getPriceGroup(id ?? "");
  invariantResponse(group, priceGroupTexts.noSuchGroup, { status: 404 });
  return group;
}

/** The form again, its name marked as another group's (the unique index refused it). */
export function groupNameTaken(submission: {
  reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
}) {
  return data(
    { result: submission.reply({ fieldErrors: { name: [priceGroupTexts.nameTaken] } }) },
    { status: 409 },
  );
}

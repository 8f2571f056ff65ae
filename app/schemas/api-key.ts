import { z } from "zod";
import { apiKeyTexts } from "#app/messages.ts";
import { API_SCOPES } from "#app/utils/api-scopes.ts";
import { requiredText } from "./fields";

/** A new API key as the admin names it: a name and at least one scope. */
export const apiKeySchema = z.object({
  name: requiredText(100),
  scopes: z
    .array(z.enum(API_SCOPES), { required_error: apiKeyTexts.chooseScope })
    .min(1, apiKeyTexts.chooseScope),
});

import { z } from "zod";

// POST /api/images answers like the spec's image host: `{success, data: {url}}` or an error.
export const imageUploadJsonSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string().describe("What POST /api/tools takes as `img`") }),
});

export const imageFailureJsonSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});

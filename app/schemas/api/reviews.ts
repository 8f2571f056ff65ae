import { z } from "zod";
import { idJson, timestampJson } from "./common";

export const reviewJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  company: z.string(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  img: z.string().nullable(),
  createdAt: timestampJson,
});
export type ReviewJson = z.infer<typeof reviewJsonSchema>;

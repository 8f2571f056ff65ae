import { z } from "zod";
import { toolPageJsonSchema } from "./tools";

// GET /api/search (issue 39): a page of a filtered search and its facets.
const facetValueJsonSchema = z.object({
  value: z
    .string()
    .describe(
      "A category's slug, a specification value as stored, or a number attribute's range (`1.5..2`, `..1.5`, `2..`: from the first number, included, up to the second, left out), each usable as its filter",
    ),
  count: z.number().int().describe("Tools it would show, the other filters kept"),
});

export const searchJsonSchema = toolPageJsonSchema.extend({
  facets: z
    .object({ category: z.array(facetValueJsonSchema) })
    .catchall(z.array(facetValueJsonSchema))
    .describe(
      "`category`: without a category, the top categories; with a top category, its subcategories; with a subcategory, it and its siblings. Then one list per attribute of the category, by its key (its query parameter); each value's count ignores that attribute's own filter.",
    ),
});
export type SearchJson = z.infer<typeof searchJsonSchema>;

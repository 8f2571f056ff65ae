import type { ToolSummary } from "~/models/tool.server";
import type { Review } from "~/models/review.server";
import { centsToDollars } from "./money";

/** A JSON error body of the API: `{ error, fieldErrors? }` with the matching status. */
export function apiError(status: number, error: string, fieldErrors?: Record<string, string[]>) {
  return Response.json(fieldErrors ? { error, fieldErrors } : { error }, { status });
}

// The spec's JSON shapes: `_id` for the id, its field names, money in dollars.
export function toolJson(tool: ToolSummary) {
  return {
    _id: tool.id,
    name: tool.name,
    img: tool.img,
    description: tool.description,
    price: centsToDollars(tool.price),
    minimum_qyt: tool.minimum_qyt,
    available_qyt: tool.available_qyt,
  };
}

export function reviewJson(review: Review) {
  return {
    _id: review.id,
    name: review.name,
    company: review.company,
    rating: review.rating,
    description: review.description,
    img: review.img,
    createdAt: review.createdAt,
  };
}

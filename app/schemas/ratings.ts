// Apart from the review schema (which imports Zod) so the review form's choices reach the
// browser without a validation library.
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The admin pages of the catalogue's categories and attributes (issue 39). */
export const CATEGORIES = "/dashboard/categories";
export const ATTRIBUTES = "/dashboard/attributes";

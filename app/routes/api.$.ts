import { apiError } from "#app/utils/api.server.ts";

// Unknown API paths answer in JSON, like the rest of the API, not with the HTML 404 page.
const notFound = () => apiError(404, "No such API route");

export const loader = notFound;
export const action = notFound;

import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// Unknown API paths answer in JSON, like the rest of the API, not with the HTML 404 page.
const notFound = () => apiError(404, "No such API route");

export const loader = notFound;
export const action = notFound;

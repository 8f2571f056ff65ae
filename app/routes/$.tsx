// Any path no other route matches: the root error boundary renders the not-found page.
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export const action = loader;

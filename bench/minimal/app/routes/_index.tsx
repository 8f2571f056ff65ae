import { useLoaderData } from "@remix-run/react";
import { hydratedPage } from "#app/utils/page-scripts.ts";

// The yardstick is the minimal Remix page as Remix makes it: hydrated, streamed.
export const handle = hydratedPage;

export function loader() {
  return { items: ["Drill", "Driver", "Saw", "Sander", "Grinder", "Hammer"] };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

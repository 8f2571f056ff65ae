import { useLoaderData } from "@remix-run/react";

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

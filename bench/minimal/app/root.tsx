import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import { usePageShipsScript } from "#app/utils/page-scripts.ts";

export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        {/* The shop's rule: a page without script (the floor pages) carries none. */}
        {usePageShipsScript() && <Scripts />}
      </body>
    </html>
  );
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ProgressBar } from "./components/progress-bar";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { ToastRegion } from "./components/toast-region";
import { getOptionalUser } from "./services/auth.server";
import { publicOrigin } from "./services/public-url.server";
import { readToast } from "./services/toast.server";
import stylesheet from "./tailwind.css?url";
import { useNonce } from "./utils/nonce";
import { usePageShipsScript } from "./utils/page-scripts";
import { publicPageMeta } from "./utils/seo";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The home page's (and any page's without its own): with canonical and link-preview tags.
export const meta: MetaFunction = (args) =>
  publicPageMeta(args, {
    title: "Forgeline Tools — power tools and hand tools for the trade",
    description:
      "Order Forgeline power tools and hand tools by the case, pay by card, and track every order.",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  // A visitor without a cookie has neither a session nor a message: no session work at all.
  if (!request.headers.has("Cookie"))
    return data({ toast: null, user: null, origin: publicOrigin });
  const [{ toast, headers }, user] = await Promise.all([
    readToast(request),
    getOptionalUser(request),
  ]);
  const viewer = user ? { displayName: user.displayName, role: user.role } : null;
  return data({ toast, user: viewer, origin: publicOrigin }, { headers });
}

export type Viewer = NonNullable<Awaited<ReturnType<typeof loader>>["data"]["user"]>;

/** The signed-in user as the root loader saw them, or null (also inside error boundaries). */
export function useOptionalViewer(): Viewer | null {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const shipsScript = usePageShipsScript();
  // Marks the moment JavaScript has taken over the page (what end-to-end tests wait for).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // data-static tells end-to-end tests there is nothing to wait for: this page has no script.
    <html lang="en" data-static={shipsScript ? undefined : ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <ProgressBar />
        <SiteNav user={rootData?.user ?? null} />
        <ToastRegion toast={rootData?.toast ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {shipsScript ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function ErrorPage({ status, title, message }: { status: number; title: string; message: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-orange-500">{status}</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-gray-600">{message}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-gray-900 px-5 py-3 font-semibold text-white hover:bg-gray-700"
      >
        Back to the home page
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        status={404}
        title="Page not found"
        message="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = typeof error.data === "string" && error.data ? error.data : error.statusText;
    const title = error.status === 403 ? "Access denied" : "That request did not work";
    return <ErrorPage status={error.status} title={title} message={message} />;
  }
  // Never the stack or the message of an unexpected error: it is logged on the server instead.
  return (
    <ErrorPage
      status={500}
      title="Something went wrong"
      message="An unexpected error stopped this page. Please try again in a moment."
    />
  );
}

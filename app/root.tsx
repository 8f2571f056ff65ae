import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { describeError, ErrorPage } from "./components/error-page";
import { ProgressBar } from "./components/progress-bar";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { ToastRegion } from "./components/toast-region";
import { getOptionalUser } from "./services/auth.server";
import { countCartLines } from "./models/cart.server";
import { countedCartOwner } from "./routes/+orders/cart-owner.server";
import { topCategoryLinks } from "./routes/+catalogue/tool-specs.server";
import { publicOrigin } from "./utils/public-url.server";
import { readToast } from "./services/toast.server";
import stylesheet from "./tailwind.css?url";
import { shopTimeZone } from "./utils/dates";
import { useNonce } from "./utils/nonce";
import { PageShipsScript, usePageShipsScript } from "./utils/page-scripts";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The footer's top categories (kept in memory: no query on most pages).
  const categories = await topCategoryLinks();
  // A visitor without a cookie has neither a session nor a message: no session work at all. The
  // navigation's cart badge needs a cookie too (a session or a visitor's cart), so such a page is
  // the same for everyone and can be kept; but for an action's answer that just gave the visitor
  // a cart (a quick order), whose cookie comes with this very response.
  if (!request.headers.has("Cookie")) {
    const cartLines = context.cartWritten ? await countCartLines(context.cartWritten) : 0;
    return data({ toast: null, user: null, origin: publicOrigin, cartLines, categories });
  }
  const [{ toast, headers }, user] = await Promise.all([
    readToast(request),
    getOptionalUser(request),
  ]);
  const viewer = user
    ? {
        displayName: user.displayName,
        role: user.role,
        companyRole: user.companyId ? user.companyRole : null,
      }
    : null;
  const owner = await countedCartOwner(request, context, user);
  const cartLines = owner ? await countCartLines(owner) : 0;
  return data({ toast, user: viewer, origin: publicOrigin, cartLines, categories }, { headers });
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
        <PageShipsScript.Provider value={shipsScript}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
          >
            Skip to content
          </a>
          <ProgressBar />
          <SiteNav user={rootData?.user ?? null} cartLines={rootData?.cartLines ?? 0} />
          <ToastRegion toast={rootData?.toast ?? null} />
          {/* Focusable from the skip link (not by Tab): keyboard users land in the content. */}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter categories={rootData?.categories ?? []} />
        </PageShipsScript.Provider>
        {shipsScript ? (
          <>
            <ShopTimeZoneScript nonce={nonce} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * Tells the page's script the shop's time zone (app/utils/dates.ts) before it runs, so the dates
 * a hydrated page draws are the server's text. Its text is the same on both sides: the browser
 * draws it from the value this very script set.
 */
function ShopTimeZoneScript({ nonce }: { nonce: string }) {
  // A zone's name is letters, digits, "/", "_", "+" and "-" (env.server.ts checked it): safe in a script.
  const zone = JSON.stringify(shopTimeZone());
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: `globalThis.SHOP_TIMEZONE=${zone}` }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage error={describeError(useRouteError())} />;
}

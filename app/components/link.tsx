import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { PageShipsScript } from "#app/utils/page-scripts.ts";

/*
 * The app's links. On a page that ships script they are Remix's `Link` (client-side navigation,
 * prefetching). On a page without script nothing can ever make them more than an `<a>`, and
 * Remix's resolved each path through the router twice on every render: with a catalogue page's
 * ninety links, about a seventh of its server time (`node --cpu-prof`; decision 7). There an
 * absolute path is written as a plain `<a>`; a relative one still goes through the router, which
 * knows what it is relative to. In the browser every page has script: the client bundle gets
 * Remix's own and none of this. The few active links (the site's navigation) are Remix's
 * `NavLink` everywhere.
 */
function isPlainLink(to: LinkProps["to"], shipsScript: boolean): to is `/${string}` {
  return !shipsScript && typeof to === "string" && to.startsWith("/");
}

function ServerLink(props: LinkProps) {
  const shipsScript = useContext(PageShipsScript);
  if (!isPlainLink(props.to, shipsScript)) return <RemixLink {...props} />;
  // What only a router acts on is left out of the `<a>`.
  const {
    to: _to,
    children,
    prefetch: _prefetch,
    discover: _discover,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  return (
    <a href={props.to} {...anchor}>
      {children}
    </a>
  );
}

export const Link: (props: LinkProps) => ReactNode = import.meta.env.SSR ? ServerLink : RemixLink;

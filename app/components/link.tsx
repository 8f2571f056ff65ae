import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { PageShipsScript } from "#app/utils/page-scripts.ts";

/*
 * The app's links. On a page that ships script they are Remix's `Link` and `NavLink` (client-side
 * navigation, prefetching). On a page without script nothing can ever make them more than an
 * `<a>`, and Remix's resolved each path through the router twice on every render: with a
 * catalogue page's ninety links, about a seventh of its server time (`node --cpu-prof`). There
 * an absolute path is written as a plain `<a>`; a relative one still goes through the router,
 * which knows what it is relative to. In the browser every page has script: the client bundle
 * gets Remix's own and none of this.
 */
function isPlainLink(to: LinkProps["to"], shipsScript: boolean): to is `/${string}` {
  return !shipsScript && typeof to === "string" && to.startsWith("/");
}

/** The props an `<a>` takes: what only a router acts on is left out. */
function anchorAttributes<P extends LinkProps | NavLinkProps>(props: P) {
  const {
    to: _to,
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
  return anchor;
}

function ServerLink(props: LinkProps) {
  const shipsScript = useContext(PageShipsScript);
  if (!isPlainLink(props.to, shipsScript)) return <RemixLink {...props} />;
  const { children, ...anchor } = anchorAttributes(props);
  return (
    <a href={props.to} {...anchor}>
      {children}
    </a>
  );
}

type ShopNavLinkProps = Omit<NavLinkProps, "children" | "style"> & { children?: ReactNode };

/** React Router's rule: the link's path is the page's, or (unless `end`) a folder of it. */
function isCurrentPage(pathname: string, to: string, end = false, caseSensitive = false) {
  const [page, target] = caseSensitive
    ? [pathname, to]
    : [pathname.toLowerCase(), to.toLowerCase()];
  const folderEnd = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return page === target || (!end && page.startsWith(target) && page.charAt(folderEnd) === "/");
}

function ServerNavLink(props: ShopNavLinkProps) {
  const shipsScript = useContext(PageShipsScript);
  const { pathname } = useLocation();
  if (!isPlainLink(props.to, shipsScript)) return <RemixNavLink {...props} />;
  const { end, caseSensitive, className, children, ...anchor } = anchorAttributes(props);
  const isActive = isCurrentPage(pathname, props.to, end, caseSensitive);
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false, isTransitioning: false })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return (
    <a href={props.to} aria-current={isActive ? "page" : undefined} className={classes} {...anchor}>
      {children}
    </a>
  );
}

export const Link: (props: LinkProps) => ReactNode = import.meta.env.SSR ? ServerLink : RemixLink;

/** A link that shows when it leads to the page being seen (`aria-current="page"`). */
export const NavLink: (props: ShopNavLinkProps) => ReactNode = import.meta.env.SSR
  ? ServerNavLink
  : RemixNavLink;

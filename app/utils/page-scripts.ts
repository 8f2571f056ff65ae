import { useMatches } from "@remix-run/react";
import { createContext } from "react";

/**
 * Remix's documented opt-out of hydration, turned around: a page ships no script at all unless
 * one of its routes says it needs JavaScript with `export const handle = hydratedPage`. Browsing
 * pages (home, catalogue, blogs, ...) work as plain HTML; forms with pending states, dialogs and
 * Stripe Elements opt in.
 */
export const hydratedPage = { hydrate: true } as const;

function wantsHydration(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === true
  );
}

/** Whether a page made of routes with these handles ships script (one rule for hook and entry). */
export function shipsScript(handles: readonly unknown[]): boolean {
  return handles.some(wantsHydration);
}

export function usePageShipsScript(): boolean {
  return shipsScript(useMatches().map((match) => match.handle));
}

/** What `usePageShipsScript` said for the page being drawn: provided once by the root layout. */
export const PageShipsScript = createContext(true);

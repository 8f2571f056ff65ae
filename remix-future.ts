// Remix's future flags, every v3_* one on (DESIGN.md), shared by the shop's build and the
// benchmark's minimal page, so both are built the same way.
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  v3_routeConfig: true,
} as const;

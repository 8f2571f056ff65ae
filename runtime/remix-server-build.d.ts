// The production Remix build (build/server/index.js), which runtime/bundle.ts resolves and
// bundles into the server script; server.ts casts it to ServerBuild.
declare module "virtual:remix/server-build";

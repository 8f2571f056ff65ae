import type { CartOwner } from "./models/cart.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Nonce for the Content-Security-Policy of this response, made by server.ts. */
    cspNonce: string;
    /** The client's address as server.ts sees it (`TRUST_PROXY` decides which hop that is). */
    clientAddress: string;
    /**
     * Counts one attempt to sign in (or up) from this client, and says whether it is over the
     * limit: the server's counters (server/rate-limit.ts), shared by its instances.
     */
    countSignInAttempt: () => Promise<boolean>;
    /**
     * The cart this request's action wrote to, for the page drawn with its answer (the root
     * loader's count): a visitor's first lines bring the cart cookie only with this response,
     * so the request itself names no cart. Set by `noteCartWritten`, never by the server.
     */
    cartWritten?: CartOwner;
  }
}

export {};

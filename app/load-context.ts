declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Nonce for the Content-Security-Policy of this response, made by server.ts. */
    cspNonce: string;
  }
}

export {};

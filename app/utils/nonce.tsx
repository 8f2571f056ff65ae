import { createContext, useContext } from "react";

// The CSP nonce of the current request, rendered into every inline script the server emits.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

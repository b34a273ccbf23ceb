import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render. Empty in the browser (which hides nonces) and in
 * prerendered pages, whose inline scripts are allowed by hash instead (server/steps/headers.ts).
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

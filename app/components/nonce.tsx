import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response. Provided only while rendering on the server (entry.server);
 * in the browser it is undefined, and browsers hide the attribute after parsing, so hydration
 * has nothing to compare.
 */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

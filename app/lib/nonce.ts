// The CSP nonce of the document being rendered (entry.server provides it; root.tsx's Layout hands it
// to Remix's <Scripts> and <ScrollRestoration>). In the browser there is no provider: undefined.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

// After a move the action redirects to the board at `#item-<id>`: without JS the browser scrolls to
// the card; with JS focus goes to it too, so a keyboard user carries on from the card just moved.
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

export function useFocusMovedCard() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash.startsWith("#item-")) return;
    const card = document.getElementById(hash.slice(1));
    card?.focus({ preventScroll: false });
  }, [hash, key]);
}

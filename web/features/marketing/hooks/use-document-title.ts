import { useEffect } from "react";

const BRAND = "Leadsmith";

/**
 * Sets the tab title for a page ("Pricing | Leadsmith"). The root does not
 * render the router's HeadContent, so pages set it themselves.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND}: find ready-to-buy clients`;
  }, [title]);
}

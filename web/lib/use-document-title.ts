import { useEffect } from "react";
import { documentTitle, type PublicPath, pageMeta } from "./page-meta";

/**
 * Sets the tab title for a page ("Pricing | Leadsmith"). The root does not
 * render the router's HeadContent, so pages set it themselves.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * Title and meta description of a public page while browsing inside the app.
 * A first visit already has both in the prerendered HTML, from the same table.
 */
export function usePageMeta(path: PublicPath) {
  const meta = pageMeta(path);
  useDocumentTitle(meta.title);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [meta.description]);
}

import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { NotFoundPage } from "./components/not-found-page";
import { RouteError } from "./components/route-error";
import { routeTree } from "./route-tree.gen";

export { documentTitle, publicPages } from "./lib/page-meta";

/**
 * Build-time only (scripts/prerender.ts): renders one public page to HTML
 * with the same route tree the browser uses, through an in-memory history.
 * Route components are loaded before rendering, so the markup is complete.
 */
export async function renderPage(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  });
  await router.load();
  const match = router.state.matches.at(-1);
  if (match?.status !== "success" || match.routeId === "__root__") {
    throw new Error(`Prerendering ${path} did not resolve to a page (${match?.routeId} ${match?.status}).`);
  }
  return renderToString(<RouterProvider router={router} />);
}

/** Every path pattern the router knows ('/clients/$id'), for the Worker's navigation answers. */
export function routePaths() {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return Object.keys(router.routesByPath).sort();
}

/** The not-found screen as the SPA shows it, for the 404 page the Worker answers with. */
export async function renderNotFound() {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ["/this-page-does-not-exist"] }),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { BEFORE_RENDER, RENDERED } from "./boot/events";
import { NotFoundPage } from "./components/not-found-page";
import { RouteError } from "./components/route-error";
import { routeTree } from "./route-tree.gen";
import "./styles.css";

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: RouteError,
  // A screen still loading its data shows its placeholder (and the header around it) after
  // a quarter second, not the router's default full second of blank page on a slow link;
  // once shown it stays long enough not to flash.
  defaultPendingMs: 250,
  defaultPendingMinMs: 300,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const el = document.getElementById("root");
if (el) {
  const render = () =>
    createRoot(el).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  // A prerendered public page (scripts/prerender.ts) already shows its content:
  // load the route's (preloaded) code first, then replace it in one synchronous step.
  // web/boot/take-over.ts carries typed values, focus and a held press across this step.
  const takeOver = () => {
    dispatchEvent(new Event(BEFORE_RENDER));
    flushSync(render);
    dispatchEvent(new Event(RENDERED));
  };
  if (el.hasChildNodes()) router.load().then(takeOver, takeOver);
  else render();
}

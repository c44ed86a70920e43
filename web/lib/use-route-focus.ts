import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/**
 * After a move to another page within the layout (not the first load, not a
 * change of the search or hash alone: a pager, a filter, a ?tab=), puts the
 * focus on the new page's <h1> (else on <main id="main">), so a screen reader
 * reads where the visitor now is and the next Tab starts there, instead of on
 * the link pressed or on <body>. A page that put the focus inside <main>
 * itself on arrival keeps it. No scroll: the router restores it.
 */
export function useRouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let before: Element | null = null;
    const offStart = router.subscribe("onBeforeNavigate", () => {
      before = document.activeElement;
    });
    const offDone = router.subscribe("onResolved", ({ fromLocation, pathChanged }) => {
      const main = document.getElementById("main");
      const now = document.activeElement;
      if (!fromLocation || !pathChanged || !main) return;
      if (now && now !== before && now !== document.body && main.contains(now)) return;
      const target = main.querySelector("h1") ?? main;
      target.tabIndex = -1;
      target.focus({ preventScroll: true });
    });
    return () => {
      offStart();
      offDone();
    };
  }, [router]);
}

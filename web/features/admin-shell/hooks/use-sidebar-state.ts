import { useCallback, useEffect, useState } from "react";

export const SIDEBAR_COOKIE = "sidebar_state";
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split("; ").find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split("=")[1] !== "false" : true;
}

/**
 * Expanded or collapsed, toggled with Ctrl/Cmd+B and remembered for 7 days in
 * a cookie (a product choice; a cookie also lets a server render it later).
 */
export function useSidebarState() {
  const [expanded, setExpanded] = useState(() => readSidebarCookie(document.cookie));

  const toggle = useCallback(() => {
    setExpanded((prev) => {
      const next = !prev;
      // biome-ignore lint/suspicious/noDocumentCookie: this UI state lives in a plain cookie by design (above).
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/admin; max-age=${SEVEN_DAYS_S}; samesite=lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { expanded, toggle };
}

import type { InferResponseType } from "hono/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, unwrap } from "#web/lib/api";

export type WaitlistStats = InferResponseType<typeof api.waitlist.stats.$get, 200>;

export const WAITLIST_STATS_REFRESH_MS = 15_000;

/**
 * The waitlist size and early-access spots left. Loads on mount, again every
 * 15 seconds and whenever the window regains focus. A failed load keeps the
 * last good value (the spec logs the failure and moves on).
 */
export function useWaitlistStats() {
  const [stats, setStats] = useState<WaitlistStats | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    const seq = ++latest.current;
    try {
      const data = await unwrap(await api.waitlist.stats.$get());
      if (mounted.current && seq === latest.current) {
        setStats(data);
        setFailed(false);
      }
    } catch (err) {
      console.warn("Could not load waitlist stats; keeping the last known counts.", err);
      if (mounted.current && seq === latest.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") void refresh();
    }, WAITLIST_STATS_REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      mounted.current = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [refresh]);

  return { stats, loading: stats === null && !failed, failed, refresh };
}

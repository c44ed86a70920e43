import type { InferResponseType } from "hono/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, unwrap } from "#web/lib/api";
import { isWaitlistCounts } from "../waitlist-copy";

export type WaitlistStats = InferResponseType<typeof api.waitlist.stats.$get, 200>;

/** How often the counts are polled while the live channel is down. */
export const WAITLIST_STATS_REFRESH_MS = 15_000;
/** Reconnect delays of the live channel: 1 s, doubling, at most a minute. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;

export type WaitlistStatsChannel = "connecting" | "live" | "polling";

const isStats = (x: unknown): x is WaitlistStats => isWaitlistCounts(x);

/**
 * The waitlist size and early-access spots left, live.
 *
 * Counts arrive over server-sent events from GET /api/waitlist/live (a
 * Durable Object pushes a new event on every sign-up or purchase). When the
 * stream fails, or the browser has no EventSource, the hook polls
 * /api/waitlist/stats every 15 seconds (and on window focus) and retries the
 * stream with a doubling back-off; once the stream answers again, polling
 * stops. A failed load keeps the last good value.
 */
export function useWaitlistStats() {
  const [stats, setStats] = useState<WaitlistStats | null>(null);
  const [failed, setFailed] = useState(false);
  const [channel, setChannel] = useState<WaitlistStatsChannel>("connecting");
  const latest = useRef(0);
  const mounted = useRef(true);

  const accept = useCallback((data: WaitlistStats) => {
    latest.current++; // a poll still in flight is older than this
    setStats(data);
    setFailed(false);
  }, []);

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
    let source: EventSource | null = null;
    let pollTimer: number | undefined;
    let reconnectTimer: number | undefined;
    let backoff = RECONNECT_MIN_MS;

    const startPolling = () => {
      setChannel("polling");
      if (pollTimer !== undefined) return;
      void refresh();
      pollTimer = window.setInterval(() => {
        if (document.visibilityState !== "hidden") void refresh();
      }, WAITLIST_STATS_REFRESH_MS);
    };
    const stopPolling = () => {
      window.clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const connect = () => {
      reconnectTimer = undefined;
      if (typeof EventSource === "undefined") {
        startPolling();
        return;
      }
      const es = new EventSource(api.waitlist.live.$path());
      source = es;
      es.onmessage = (e) => {
        let data: unknown;
        try {
          data = JSON.parse(e.data);
        } catch {
          return;
        }
        if (!isStats(data)) return;
        backoff = RECONNECT_MIN_MS;
        stopPolling();
        setChannel("live");
        accept(data);
      };
      es.onerror = () => {
        // Take over from EventSource's own retry so that polling covers the gap.
        es.close();
        if (source === es) source = null;
        startPolling();
        reconnectTimer = window.setTimeout(connect, backoff);
        backoff = Math.min(backoff * 2, RECONNECT_MAX_MS);
      };
    };

    connect();
    // Until the first live event, a plain request shows the counts as soon as possible.
    void refresh();
    const onFocus = () => {
      if (pollTimer !== undefined) void refresh();
    };
    window.addEventListener("focus", onFocus);
    return () => {
      mounted.current = false;
      source?.close();
      stopPolling();
      window.clearTimeout(reconnectTimer);
      window.removeEventListener("focus", onFocus);
    };
  }, [refresh, accept]);

  return { stats, loading: stats === null && !failed, failed, refresh, channel };
}

import {
  isWaitlistCounts,
  spotsLeftText,
  takenPercent,
  type WaitlistCounts,
  waitlistSizeText,
} from "#web/features/marketing/waitlist-copy";

const POLL_MS = 15_000;

/**
 * Keeps the waitlist counts of a prerendered page live until the app takes
 * over (its own hook, use-waitlist-stats, does the same with reconnects):
 * one request for the counts now, then the server-sent event stream, or a
 * poll every 15 s if the stream fails. Returns a stop function.
 */
export function liveCounts(root: HTMLElement) {
  const targets = root.querySelectorAll<HTMLElement>("[data-live]");
  if (!targets.length) return () => {};
  const apply = (s: WaitlistCounts) => {
    for (const el of targets) {
      const kind = el.dataset.live;
      if (kind === "waitlist-size") el.textContent = waitlistSizeText(s.waitlistCount);
      else if (kind === "spots-left") el.textContent = spotsLeftText(s.earlyAccess.remaining, s.earlyAccess.spots);
      else if (kind === "spots-taken")
        el.style.width = `${takenPercent(s.earlyAccess.remaining, s.earlyAccess.spots)}%`;
    }
  };
  const refresh = () =>
    fetch("/api/waitlist/stats")
      .then((r) => (r.ok ? r.json() : null))
      .then((s: unknown) => {
        if (isWaitlistCounts(s)) apply(s);
      })
      .catch(() => {});
  let poll: number | undefined;
  let source: EventSource | null = null;
  void refresh();
  if (typeof EventSource === "undefined") poll = window.setInterval(refresh, POLL_MS);
  else {
    source = new EventSource("/api/waitlist/live");
    source.onmessage = (e) => {
      try {
        const s: unknown = JSON.parse(e.data);
        if (isWaitlistCounts(s)) apply(s);
      } catch {
        // not a counts event
      }
    };
    source.onerror = () => {
      source?.close();
      source = null;
      poll ??= window.setInterval(refresh, POLL_MS);
    };
  }
  return () => {
    source?.close();
    window.clearInterval(poll);
  };
}

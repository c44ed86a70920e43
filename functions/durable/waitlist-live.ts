import type { DurableObjectState } from "@cloudflare/workers-types/index";
import { drizzle } from "drizzle-orm/d1";
import { waitlistStats } from "#db/queries/waitlist";
import type { Bindings } from "../env";

type Stats = Awaited<ReturnType<typeof waitlistStats>>;

const enc = new TextEncoder();
/** A comment line every 25 s keeps idle proxies from closing the stream and finds dead clients. */
const HEARTBEAT_MS = 25_000;
/** A client this many unread events behind is dropped; its EventSource reconnects and gets fresh counts. */
const MAX_BACKLOG = 32;
const INTERNAL = "https://waitlist-live.internal";

/**
 * One instance ("waitlist") fans the live waitlist counts out to every open
 * waitlist page as server-sent events. Writers (the sign-up route and the
 * Paystack webhook) only say "something changed"; the object re-reads the
 * counts from D1 itself, so an event always carries the database's truth and
 * a burst of changes collapses into a few reads instead of one per change.
 *
 * SSE keeps the object awake while pages are open (it cannot hibernate like a
 * WebSocket can); at the traffic of a waitlist page that costs little, and
 * EventSource needs no client library.
 */
export class WaitlistLive {
  private readonly clients = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  private dirty = false;
  private draining: Promise<void> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly state: DurableObjectState,
    readonly env: Bindings,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/notify") {
      await this.changed();
      return new Response(null, { status: 204 });
    }
    if (request.method === "GET" && pathname === "/connect") return this.connect();
    return new Response("Not found", { status: 404 });
  }

  private read(): Promise<Stats> {
    return waitlistStats(drizzle(this.env.DB));
  }

  private async connect() {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    this.clients.add(writer);
    this.startHeartbeat();
    // The reconnect delay EventSource uses on its own, then the current counts.
    this.send(writer, "retry: 5000\n\n");
    try {
      this.send(writer, event(await this.read()));
    } catch (err) {
      log("warn", "waitlist.live.read_failed", err);
      this.drop(writer);
    }
    return new Response(readable, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        "x-accel-buffering": "no",
      },
    });
  }

  /** Marks the counts stale and resolves once an event read after this call has gone out. */
  private changed() {
    this.dirty = true;
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain() {
    while (this.dirty) {
      this.dirty = false;
      try {
        const stats = await this.read();
        const message = event(stats);
        for (const writer of this.clients) this.send(writer, message);
      } catch (err) {
        log("warn", "waitlist.live.read_failed", err);
        return;
      }
    }
  }

  private send(writer: WritableStreamDefaultWriter<Uint8Array>, text: string) {
    if (!this.clients.has(writer)) return;
    if ((writer.desiredSize ?? 0) < -MAX_BACKLOG) {
      this.drop(writer);
      return;
    }
    writer.write(enc.encode(text)).catch(() => this.drop(writer));
  }

  private drop(writer: WritableStreamDefaultWriter<Uint8Array>) {
    if (!this.clients.delete(writer)) return;
    writer.close().catch(() => {});
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private startHeartbeat() {
    this.heartbeat ??= setInterval(() => {
      for (const writer of this.clients) this.send(writer, ": ping\n\n");
    }, HEARTBEAT_MS);
  }
}

const event = (stats: Stats) => `data: ${JSON.stringify(stats)}\n\n`;

function log(level: "info" | "warn", msg: string, err?: unknown) {
  console.log(
    JSON.stringify({ level, at: new Date().toISOString(), msg, error: err instanceof Error ? err.message : undefined }),
  );
}

const stub = (env: Bindings) => env.WAITLIST_LIVE.get(env.WAITLIST_LIVE.idFromName("waitlist"));

/** The live stream for one waitlist page (GET /api/waitlist/live). */
export async function openWaitlistStream(env: Bindings) {
  // When the visitor goes away, workerd cancels this body and the object sees its write fail.
  const res = await stub(env).fetch(`${INTERNAL}/connect`);
  // A fresh Response so the app's middleware can still add its headers. The stub's body is the
  // runtime's own stream; the check tells the compiler so (web and Worker stream types differ).
  const body = res.body instanceof ReadableStream ? res.body : null;
  return new Response(body, { status: res.status, headers: [...res.headers.entries()] });
}

/**
 * Tells open waitlist pages that the counts changed. Never throws: a sign-up
 * or a payment is recorded whether or not the live channel is up, and pages
 * that miss an event catch up by polling.
 */
export async function notifyWaitlistLive(env: Bindings) {
  try {
    await stub(env).fetch(`${INTERNAL}/notify`, { method: "POST" });
  } catch (err) {
    log("warn", "waitlist.live.notify_failed", err);
  }
}

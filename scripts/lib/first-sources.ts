import { lookup } from "node:dns/promises";

/** Whether the public internet answers: a DNS lookup of one source's host, given 3 seconds. */
async function online(host: string) {
  try {
    await Promise.race([
      lookup(host),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 3000)),
    ]);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(origin: string, tries = 120) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Once the local server answers, runs the cron job once so the enabled prospect
 * sources fetch their first rows in the background (the job skips sources that
 * are not due, so later starts fetch only what is due). Offline, it says so and
 * the app carries on with what it has.
 */
export async function runSourcesOnceInBackground(origin: string) {
  if (!(await online("hn.algolia.com"))) {
    console.log(
      "\n[sources] No network: live prospect sources were not fetched. The app runs on the data it has; the cron job fetches them when the network is back (or run it from the admin content page).\n",
    );
    return;
  }
  if (!(await waitForHealth(origin))) return;
  console.log("\n[sources] Fetching the enabled prospect sources once in the background...\n");
  try {
    // `wrangler dev --test-scheduled` runs the scheduled handler at this path. (Its other path,
    // /cdn-cgi/handler/scheduled, answers 500 in wrangler 4.86 when the Worker serves assets.)
    const res = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent("*/15 * * * *")}`);
    if (!res.ok) console.log(`[sources] The first fetch did not start: the cron job answered ${res.status}.`);
  } catch (err) {
    console.log(`[sources] Could not start the first fetch: ${(err as Error).message}`);
  }
}

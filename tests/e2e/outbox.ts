import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openLocalDb, root } from "../../scripts/lib/local-db";

// One connection per test worker, kept open: closing the last connection to a
// WAL database checkpoints it, which can make the server's own write fail busy.
let client: ReturnType<typeof openLocalDb>["client"] | undefined;

/** The newest code mailed to an address, read from the e2e server's local D1 outbox. */
export async function lastCodeFor(email: string) {
  client ??= openLocalDb(path.join(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8788"}`)).client;
  const rs = await client.execute({
    sql: "select text_body from email_outbox where to_address = ? order by id desc limit 1",
    args: [email],
  });
  return String(rs.rows[0]?.text_body ?? "").match(/\b(\d{6})\b/)?.[1] ?? null;
}

/**
 * The code of one purpose mailed to an address, waiting for it: the public
 * code request mails after its answer (docs/security.md, "Same answer, same
 * work"), so the page can say "on its way" a moment before the mail exists.
 * `purpose` is the outbox kind's suffix, e.g. "password_reset".
 */
export async function codeFor(email: string, purpose: string, timeoutMs = 10_000) {
  client ??= openLocalDb(path.join(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8788"}`)).client;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rs = await client.execute({
      sql: "select text_body from email_outbox where to_address = ? and kind = ? order by id desc limit 1",
      args: [email, `otp:${purpose}`],
    });
    const code = String(rs.rows[0]?.text_body ?? "").match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`No ${purpose} code was mailed to ${email} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

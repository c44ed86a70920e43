import path from "node:path";
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

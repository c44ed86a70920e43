import path from "node:path";
import { openLocalDb, root } from "../../scripts/lib/local-db";

/** The newest code mailed to an address, read from the e2e server's local D1 outbox. */
export async function lastCodeFor(email: string) {
  const { client } = openLocalDb(path.join(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8788"}`));
  try {
    const rs = await client.execute({
      sql: "select text_body from email_outbox where to_address = ? order by id desc limit 1",
      args: [email],
    });
    return String(rs.rows[0]?.text_body ?? "").match(/\b(\d{6})\b/)?.[1] ?? null;
  } finally {
    client.close();
  }
}

import { parseArgs } from "node:util";
import { openLocalDb } from "./lib/local-db";

/**
 * `npm run outbox [-- --to someone@example.com] [--limit 10]`: the newest
 * e-mails the app wrote to the local outbox (one-time codes included), for
 * local development without an e-mail provider.
 */
const { values } = parseArgs({
  options: { to: { type: "string" }, limit: { type: "string" }, persist: { type: "string" } },
});
const { client } = openLocalDb(values.persist);
const rs = await client.execute({
  sql: `select to_address, subject, text_body, status, created_at from email_outbox ${values.to ? "where to_address = ?" : ""} order by id desc limit ?`,
  args: values.to ? [values.to.trim().toLowerCase(), Number(values.limit ?? 10)] : [Number(values.limit ?? 10)],
});
if (!rs.rows.length) console.log("The outbox is empty.");
for (const r of rs.rows) {
  console.log(
    `\n${new Date(Number(r.created_at)).toISOString()}  [${r.status}]  to ${r.to_address}\n${r.subject}\n${r.text_body}`,
  );
}
client.close();

import { hashPassword } from "../../functions/lib/password";
import { openLocalDb } from "../../scripts/lib/local-db";
import { ADMIN_PASSWORD, ADMIN_POOL } from "./admin-pool";

/**
 * Run by scripts/e2e-server.ts before the server starts: the admins the e2e
 * tests sign in with. Writing them while the server runs could make one of
 * the server's own writes fail busy, so nothing writes to its D1 from outside
 * once it is up.
 */
const { client } = openLocalDb(process.env.LEADSMITH_PERSIST);
const hash = await hashPassword(ADMIN_PASSWORD);
for (const a of ADMIN_POOL) {
  await client.execute({
    sql: "insert into admin_users (email, name, role, password_hash) values (?, ?, ?, ?) on conflict do nothing",
    args: [a.email, a.name, a.role, hash],
  });
}
client.close();

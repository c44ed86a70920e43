import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { dictionary } from "@zxcvbn-ts/language-common";
import * as v from "valibot";
import { adminUsers } from "#db/schema/admin";
import { AdminCreate } from "#db/validation/admin";
import { normalizeEmail } from "#db/validation/common";
import { hashPassword } from "#functions/lib/password";
import { openLocalDb } from "./lib/local-db";

/**
 * Creates an admin account in the local D1 (the one `npm start` serves):
 *
 *   npm run admin:create -- --email ops@example.com --name "Ops Lead" --role super_admin
 *
 * The password is asked for (hidden, twice) unless --password is given; the
 * rules are those of POST /api/admin/admins. For a deployed database, sign in
 * as a super_admin and use the API, or point --persist-to at another local state.
 */
const usage = `Usage: npm run admin:create -- --email <email> --name <name> --role super_admin|moderator [--password <password>] [--persist-to <dir>]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line without echoing it (a terminal), or the first line of piped input. */
async function readSecret(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          finish();
          reject(new Error("Cancelled."));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    "persist-to": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.email || !values.name || !values.role) fail(usage);

let password = values.password;
if (password === undefined) {
  password = await readSecret("Password: ");
  if (process.stdin.isTTY && (await readSecret("Repeat the password: ")) !== password) {
    fail("The passwords do not match.");
  }
}

const parsed = v.safeParse(AdminCreate, { email: values.email, name: values.name, role: values.role, password });
if (!parsed.success) {
  for (const issue of parsed.issues) {
    console.error(`${issue.path?.map((p) => String(p.key)).join(".") ?? "input"}: ${issue.message}`);
  }
  process.exit(1);
}
// The same list the API checks (functions/services/auth/common-passwords.ts).
const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
if (common.has(parsed.output.password.toLowerCase()))
  fail("This password is too common. Choose one that is harder to guess.");

const { db, client } = openLocalDb(values["persist-to"] ?? process.env.LEADSMITH_PERSIST);
try {
  const email = normalizeEmail(parsed.output.email);
  const [created] = await db
    .insert(adminUsers)
    .values({
      email,
      name: parsed.output.name,
      role: parsed.output.role,
      passwordHash: await hashPassword(parsed.output.password),
    })
    .onConflictDoNothing({ target: adminUsers.email })
    .returning({ id: adminUsers.id });
  if (!created) fail(`An admin with this email already exists: ${email}`);
  console.log(
    `Created ${parsed.output.role} ${email} (id ${created.id}). Sign in at /admin/login; a code is e-mailed.`,
  );
} finally {
  client.close();
}

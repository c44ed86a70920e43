import { spawn } from "node:child_process";
import { root } from "./local-db";

const children = new Set<import("node:child_process").ChildProcess>();
// A script stopped by a signal (Ctrl-C, a test runner's teardown) stops what it started too,
// so no workerd is left holding a port.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const c of children) c.kill("SIGTERM");
    process.exit(130);
  });
}

/** Runs a command with inherited output; rejects with its exit code. */
/** `env` adds to this process's environment (a plain record: NodeJS.ProcessEnv also lists the Worker's vars). */
export function run(cmd: string, args: string[], opts: { env?: Record<string, string> } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...opts.env } });
    children.add(child);
    child.on("exit", () => children.delete(child));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
    child.on("error", reject);
  });
}

export const bin = (name: string) => `${root}/node_modules/.bin/${name}`;

import { spawn } from "node:child_process";
import { root } from "./local-db";

/** Runs a command with inherited output; rejects with its exit code. */
export function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...opts.env } });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
    child.on("error", reject);
  });
}

export const bin = (name: string) => `${root}/node_modules/.bin/${name}`;

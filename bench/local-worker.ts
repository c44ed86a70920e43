import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { root } from "./lib";

/**
 * Local servers for the benchmarks: the Worker under wrangler's dev server
 * (bench/serve-worker.ts) in a process group of its own, and the commands
 * around it. Every server is stopped with its whole group.
 */

export const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const childEnv = { ...process.env, CI: "true" };

/** Runs a command to completion; rejects with the tail of its output when it fails. */
export function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const proc = spawn(command, args, { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    const out = tail(proc);
    proc.on("error", reject);
    proc.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}):\n${out()}`)),
    );
  });
}

/** Keeps the last few KB of a child's stdout and stderr (and drains the pipes). */
export function tail(proc: ChildProcess) {
  let text = "";
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  return () => text;
}

export type Server = {
  base: string;
  port: number;
  pid: number;
  exited: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The Worker under wrangler's dev server without its inspector
 * (bench/serve-worker.ts), in its own process group, so `stop()` ends it and
 * the workerd processes it spawned, and nothing else. Both servers start the
 * same way.
 */
export async function startWorker(port: number, persist: string, config = "wrangler.toml"): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(base)) throw new Error(`Port ${port} is already in use; stop whatever listens there first.`);
  const args = ["--import", "tsx", path.join(root, "bench/serve-worker.ts"), config, String(port), persist];
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (proc.pid === undefined) throw new Error("the Worker did not start");
  const pgid = proc.pid;
  let exited = false;
  proc.on("exit", () => {
    exited = true;
  });
  return { base, port, pid: pgid, exited: () => exited, output: tail(proc), stop: () => stopGroup(pgid) };
}

/** One line of /proc/<pid>/stat split after "(comm)", which may hold spaces: [state, ppid, pgrp, ...]. */
export function statFields(pid: number | string) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Live (not zombie) processes of a process group. */
function groupMembers(pgid: number) {
  return readdirSync("/proc").filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      const [state, , pgrp] = statFields(name);
      return Number(pgrp) === pgid && state !== "Z";
    } catch {
      return false; // exited while listing
    }
  });
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // the group is gone
  }
}

/** SIGTERM to the group, SIGKILL whatever is left of it after 5 s. */
async function stopGroup(pgid: number) {
  if (!groupMembers(pgid).length) return;
  signalGroup(pgid, "SIGTERM");
  for (let i = 0; i < 50 && groupMembers(pgid).length; i++) await sleep(100);
  if (groupMembers(pgid).length) signalGroup(pgid, "SIGKILL");
}

/**
 * A detached group does not get the terminal's Ctrl-C, and `finally` does not
 * run when Node exits on a signal: until `release()`, exiting or being
 * interrupted sends SIGTERM to every server's group.
 */
export function stopOnExit(servers: Server[]) {
  const onExit = () => {
    for (const s of servers) signalGroup(s.pid, "SIGTERM");
  };
  const onSignal = (signal: NodeJS.Signals) => process.exit(signal === "SIGINT" ? 130 : 143);
  process.on("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return function release() {
    process.off("exit", onExit);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
}

export async function answers(url: string) {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(server: Server, urlPath: string, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until && !server.exited()) {
    try {
      if ((await fetch(server.base + urlPath)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  const why = server.exited() ? "wrangler exited" : `nothing after ${ms / 1000} s`;
  throw new Error(`${server.base}${urlPath} did not come up (${why}):\n${server.output()}`);
}

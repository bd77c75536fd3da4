import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A program run the way production runs it, on one named core when `taskset` exists (the
 * load generator takes the other), with its memory read from /proc while it works.
 */
export type PinnedProcess = {
  child: ChildProcess;
  /** Resident memory now and at its peak, in MiB. */
  memory: () => { rss: number; peak: number };
  /** Processor time it has used so far, in seconds (0 where /proc cannot tell). */
  cpuSeconds: () => number;
  /** Time its threads have waited, ready to run, for the core they may run on, in seconds. */
  waitedSeconds: () => number;
  stop: () => Promise<void>;
};

export function startPinned(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  core: number,
): PinnedProcess {
  const node = [process.execPath, "--import", "tsx", script, ...args];
  const [command, ...rest] = hasTaskset() ? ["taskset", "-c", String(core), ...node] : node;
  const child = spawn(command!, rest, { env: { ...process.env, ...env }, stdio: "pipe" });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return {
    child,
    memory: () => memoryOf(child.pid),
    cpuSeconds: () => (child.pid === undefined ? 0 : (cpuSecondsOf(String(child.pid)) ?? 0)),
    waitedSeconds: () => (child.pid === undefined ? 0 : waitedSecondsOf(String(child.pid))),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The first line the process prints that matches, or a rejection when it exits first. */
export function lineFrom(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) resolve(match);
    });
    child.once("exit", (code) =>
      reject(new Error(`exited (${code}) before printing ${pattern}:\n${seen}`)),
    );
  });
}

/** Pins this process (the load generator) to a core, when taskset exists. */
export function pinSelf(core: number): void {
  if (hasTaskset())
    spawn("taskset", ["-cp", String(core), String(process.pid)], { stdio: "ignore" });
}

function hasTaskset(): boolean {
  try {
    readFileSync("/usr/bin/taskset");
    return true;
  } catch {
    return false;
  }
}

function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => numberField(status, field);
    return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/**
 * The processor time a process has used, user and system, in seconds, or undefined when /proc
 * cannot tell; with `children`, also that of its children that have exited. Linux counts it in
 * ticks of a hundredth of a second on every common kernel.
 */
function cpuSecondsOf(pid: string, children = false): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command's name, in parentheses, may hold spaces: the fields are counted after it.
    const ticks = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .slice(11, children ? 15 : 13)
      .reduce((sum, field) => sum + Number(field), 0);
    return ticks / 100;
  } catch {
    return undefined;
  }
}

/**
 * How long a process's living threads have waited in the run queue, ready but not running, in
 * seconds (0 where /proc cannot tell): the second field of each thread's schedstat, counted in
 * nanoseconds. A server sharing its core with the database's processes waits there whenever one
 * of them holds the core as the server's next request arrives.
 */
function waitedSecondsOf(pid: string): number {
  try {
    let nanoseconds = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const fields = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ");
      nanoseconds += Number(fields[1] ?? 0);
    }
    return nanoseconds / 1e9;
  } catch {
    return 0;
  }
}

/**
 * The processor time every PostgreSQL process on this machine has used, in seconds, or
 * undefined when none runs here (the database is on another machine). A connection's process
 * that ends hands its time to the server process that started it, so the sum never goes back.
 */
export function databaseCpuSeconds(): number | undefined {
  let total: number | undefined;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (name !== "postgres") continue;
    total = (total ?? 0) + (cpuSecondsOf(pid, true) ?? 0);
  }
  return total;
}

/** A loopback port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * How much of the machine's huge pages are taken or promised (PostgreSQL takes them for its cache
 * when the machine has them): on a virtual machine where a process's first touch of a page costs
 * tens of microseconds, each connection touching the cache's 4 KiB pages made the database limit
 * four times slower than with 2 MiB ones, so a run says which it had. Null where /proc cannot tell.
 */
export function hugePagesTaken(): number | null {
  try {
    const meminfo = readFileSync("/proc/meminfo", "utf8");
    const field = (name: string) => numberField(meminfo, name);
    const pages = field("HugePages_Total") - field("HugePages_Free") + field("HugePages_Rsvd");
    return (pages * field("Hugepagesize")) / 1024;
  } catch {
    return null;
  }
}

/** The number after `name:` in a /proc file of such lines (0 when absent). */
function numberField(text: string, name: string): number {
  return Number(text.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
}

import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** The fields of /proc/<pid>/stat after the command name (Linux; null when the process is gone or elsewhere). */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
const parentOf = (fields: string[]) => Number(fields[1]);
const cpuMsOf = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime

/** The parent process of `pid` (Linux; null elsewhere): a backend's parent is its server's postmaster. */
export function parentPid(pid: number): number | null {
  const fields = statFields(pid);
  return fields && parentOf(fields);
}

/** CPU time (ms) used so far by another process (all its threads), from /proc; 0 when it is gone. */
export function pidCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? cpuMsOf(fields) : 0;
}

/**
 * CPU time (ms) used so far by each PostgreSQL backend serving `database`, by pid: their process titles read
 * "postgres: <user> <database> <client> …". With `postmaster`, only that server's (another server on the
 * machine may hold a database of the same name). Linux only; empty elsewhere.
 */
export function backendCpu(database: string, postmaster: number | null = null): Map<number, number> {
  const found = new Map<number, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return found;
  }
  for (const pid of entries) {
    let cmd: string;
    try {
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!cmd.startsWith('postgres: ') || !cmd.split(/[\s\0]+/).includes(database)) continue;
    const fields = statFields(pid);
    if (!fields || (postmaster !== null && parentOf(fields) !== postmaster)) continue;
    found.set(Number(pid), cpuMsOf(fields));
  }
  return found;
}

/**
 * The backends' CPU time (ms) between two backendCpu() readings: each backend's own growth, so a backend that
 * exited meanwhile (an idle pool connection closed) takes none of its earlier time away. What it used in the
 * interval before it exited is lost: read with the load's connections still open.
 */
export function backendCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU time (ms) of this process, all threads. */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * The nanoseconds a thread has waited for a core so far (runnable, not running), from /proc/PID/schedstat (a
 * process's own: its main thread, which runs the JavaScript); 0 when unavailable.
 */
export function waitNs(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The machine's idle and total CPU time so far, in clock ticks, from the first line of /proc/stat. */
export function machineTicks(): { idle: number; total: number } {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return { idle: 0, total: 0 };
  }
}

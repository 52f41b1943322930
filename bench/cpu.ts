import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** The parent process of `pid` (Linux; null elsewhere): a backend's parent is its server's postmaster. */
export function parentPid(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving `database`: their process titles read
 * "postgres: <user> <database> <client> …". With `postmaster`, only that server's (another server on the
 * machine may hold a database of the same name). Linux only; 0 elsewhere. Backends that exited are not
 * counted, so read it before and after a run with the same pool open.
 */
export function backendCpuMs(database: string, postmaster: number | null = null): number {
  let total = 0;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres: ') || !cmd.split(/[\s\0]+/).includes(database)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (postmaster !== null && Number(fields[1]) !== postmaster) continue;
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU time (ms) of this process, all threads. */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU time (ms) used so far by another process (all its threads), from /proc; 0 when it is gone. */
export function pidCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0;
  }
}

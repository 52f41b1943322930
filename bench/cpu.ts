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
    let cmd: string;
    try {
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!cmd.startsWith('postgres: ') || !cmd.split(/[\s\0]+/).includes(database)) continue;
    const fields = statFields(pid);
    if (!fields || (postmaster !== null && parentOf(fields) !== postmaster)) continue;
    total += cpuMsOf(fields);
  }
  return total;
}

/** CPU time (ms) of this process, all threads. */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * CPU time of another process of the machine, for the bench's upstreams (the Banca API and the sports
 * feed, spawned as a process of their own): every feed call the BFF or the aggregator makes costs CPU there
 * too, on the same two cores, so a side that makes more calls per request pays for it in requests per
 * second even when its own CPU per request is the same.
 *
 * Read from Linux's /proc/<pid>/stat; undefined elsewhere.
 */
import { readFileSync } from 'node:fs';

/** The kernel's clock ticks per second in /proc (USER_HZ): 100 on every Linux architecture Node runs on. */
const USER_HZ = 100;

/** User plus system CPU of a /proc/<pid>/stat line, in µs. */
export function statCpuMicros(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5), utime and stime; the first field after the name is field 3.
  const ticks = Number(fields[14 - 3]) + Number(fields[15 - 3]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1_000_000) / USER_HZ;
}

/** CPU used so far by process `pid`, in µs; undefined without /proc or once the process is gone. */
export function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return statCpuMicros(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

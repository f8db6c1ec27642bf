// CPU time per request, split between the server that answers and Postgres, read from Linux's
// /proc. Two targets at the same rate can cost the machine very differently, and the split says
// where a target's time goes: Next's rendering and routing, or the database's work.
// "Postgres" is every process of the server, whatever database it serves: measure where nothing
// else uses it. /proc counts in 10 ms ticks per process, so a figure is good to a few tenths of a
// millisecond over a few hundred requests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { median } from "./stats.mjs";

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** Every process's id, process group, command name and CPU seconds (its own and its reaped children's). */
function processTimes() {
  const processes = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // it ended meanwhile
    }
    // The command name is in parentheses and may hold spaces: the fields follow the last ")".
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    processes.push({
      pid: Number(name),
      group: Number(fields[2]),
      command: stat.slice(stat.indexOf("(") + 1, close),
      seconds: (utime + stime + cutime + cstime) / TICKS_PER_SECOND,
    });
  }
  return processes;
}

function secondsOf(processes, belongs) {
  return processes.filter(belongs).reduce((sum, { seconds }) => sum + seconds, 0);
}

/** Picks the processes of one process group, as `countCpu` takes them: a server started detached and its children. */
export const inProcessGroup = (processGroup) => ({ group }) => group === processGroup;

/**
 * Starts counting the CPU of the server (the processes `isServer({ pid, group, command })` picks)
 * and of every Postgres process; `perRequest(requests)` then gives the milliseconds of each per
 * request since, or null where there is no /proc to read or nothing was answered.
 */
export function countCpu(isServer) {
  if (!existsSync("/proc/self/stat")) return { perRequest: () => null };
  const isPostgres = ({ command }) => command === "postgres";
  const before = processTimes();
  // A Postgres on another machine shows no process here: its share is unknown, not zero.
  const postgresIsLocal = before.some(isPostgres);
  return {
    perRequest(requests) {
      const after = processTimes();
      if (requests === 0) return null; // nothing answered: no cost per request to speak of
      const spent = (belongs) => ((secondsOf(after, belongs) - secondsOf(before, belongs)) * 1000) / requests;
      return { serverMs: spent(isServer), postgresMs: postgresIsLocal ? spent(isPostgres) : null };
    },
  };
}

/** The median of each side over several runs' figures (each side on its own, so the two may come from different runs); null if a run had none. */
export function medianCpu(samples) {
  if (samples.some((sample) => sample === null)) return null;
  const postgres = samples.map((sample) => sample.postgresMs);
  return { serverMs: median(samples.map((sample) => sample.serverMs)), postgresMs: postgres.includes(null) ? null : median(postgres) };
}

/** "2.9 + 0.4 ms" (server + Postgres), with "n/a" for what could not be read. */
export function cpuCell(cpu) {
  if (!cpu) return "n/a";
  return `${cpu.serverMs.toFixed(1)} + ${cpu.postgresMs === null ? "n/a" : cpu.postgresMs.toFixed(1)} ms`;
}

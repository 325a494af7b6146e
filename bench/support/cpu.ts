// CPU time spent by this process and by the PostgreSQL backends of its database, for figures that
// hold up on a loaded machine (wall time there is mostly waiting for a core). The backends' time
// comes from /proc/<pid>/stat, so it is counted only when PostgreSQL runs on this host (else 0).
import { readFileSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

export interface CpuSample {
  node: number;
  backends: Map<number, number>;
}

const TICK_S = 0.01; // USER_HZ, 100 on Linux

/** utime + stime of a process on this host, in seconds (null when it is gone or elsewhere). */
export function processSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_S; // utime + stime
  } catch {
    return null;
  }
}

export async function sampleCpu(db: Kysely<DB>): Promise<CpuSample> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  const backends = new Map<number, number>();
  for (const { pid } of rows) {
    const s = processSeconds(pid);
    if (s !== null) backends.set(pid, s);
  }
  const u = process.cpuUsage();
  return { node: (u.user + u.system) / 1e6, backends };
}

/** Seconds of CPU between two samples: this process's, and its database's backends' (a backend opened in between counts from 0). */
export function cpuBetween(a: CpuSample, b: CpuSample): { node: number; postgres: number } {
  let postgres = 0;
  for (const [pid, s] of b.backends) postgres += s - (a.backends.get(pid) ?? 0);
  return { node: b.node - a.node, postgres };
}

// A server process's CPU time and peak memory, read from /proc (Linux), as the bench reports them.
import { readFileSync } from "node:fs";

/** The CPU time a process has used so far, user and system, in ms (/proc/<pid>/stat). */
export function cpuMsOf(pid: number) {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The most resident memory a process has held since it started, in MB (VmHWM). */
export function peakRssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)![1]) / 1024);
}

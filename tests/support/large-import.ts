// A large, valid CSV of new tools for the bulk import, and a watch on the event loop while it
// runs (issue 45, finding 6: a dry run of 100,000 lines held the loop for 8 s).

/**
 * `lines` new tools under part numbers `${prefix}-000000`, ... : every line right, about 190
 * bytes each, as the finding's file (100,000 lines, 19 MB).
 */
export function newToolsCsv(lines: number, prefix: string): string {
  const rows = ["sku,name,description,price,minimum_qyt,available_qyt,img"];
  for (let index = 0; index < lines; index++) {
    const number = String(index).padStart(6, "0");
    rows.push(
      `${prefix}-${number},Bench clamp ${prefix} ${number},"A forged steel clamp for the workshop bench, zinc plated, with a swivel pad (${number}).",${(9 + (index % 90)).toFixed(2)},1,${1 + (index % 500)},/images/tools/bench-vise.svg`,
    );
  }
  return `${rows.join("\n")}\n`;
}

/**
 * Watches this process's event loop: a timer that wants a turn every millisecond notes how much
 * CPU the process used between two of its turns. The longest such stretch is how long something
 * held the loop, counted in CPU time so that a machine others load (which delays every turn
 * alike) does not count against the work watched.
 */
export function watchEventLoop() {
  let longestMs = 0;
  let turns = 0;
  let since = process.cpuUsage();
  const stretchEnds = () => {
    const used = process.cpuUsage(since);
    longestMs = Math.max(longestMs, (used.user + used.system) / 1000);
    since = process.cpuUsage();
  };
  const timer = setInterval(() => {
    stretchEnds();
    turns += 1;
  }, 1);
  return {
    /**
     * Stops watching: the longest CPU stretch without a turn (ms), the one still open included,
     * and how many turns the timer had.
     */
    stop() {
      clearInterval(timer);
      stretchEnds();
      return { longestMs, turns };
    },
  };
}

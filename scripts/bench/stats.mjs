// What every section of `npm run bench` shares: medians, ratios and the goal verdicts.
import os from "node:os";

export const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of each round's ratio of `values` to `baseline` (one value per round, in the same
 * order). The targets take turns in each round, so a moment when the whole machine runs slow
 * moves a target and its baseline alike; their ratio cancels it, where a ratio of medians taken
 * from different rounds would not.
 */
export const medianRatio = (values, baseline) => median(values.map((value, round) => value / baseline[round]));

export const met = (ok) => (ok ? "met" : "not met");

export const times = (ratio) => `×${ratio.toFixed(2)}`;

export function machineLine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** A markdown table from a header row and rows of cells. */
export function markdownTable(header, rows, align = header.map(() => "---")) {
  return [`| ${header.join(" | ")} |`, `|${align.join("|")}|`, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

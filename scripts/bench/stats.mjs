// What every section of `npm run bench` shares: medians, ratios and the goal verdicts.
import os from "node:os";

export const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const met = (ok) => (ok ? "met" : "not met");

export const times = (ratio) => `×${ratio.toFixed(2)}`;

export function machineLine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** A markdown table from a header row and rows of cells. */
export function markdownTable(header, rows, align = header.map(() => "---")) {
  return [`| ${header.join(" | ")} |`, `|${align.join("|")}|`, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

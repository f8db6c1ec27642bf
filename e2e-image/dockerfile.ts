/**
 * The few Dockerfile instructions the image drill follows (FROM … AS, WORKDIR, ENV, COPY, RUN,
 * USER, VOLUME, CMD, HEALTHCHECK's command), read from the project's own Dockerfile so that the
 * drill breaks when the Dockerfile does (a path moved, a file no longer copied). Others (ARG,
 * EXPOSE, HEALTHCHECK's timings) are skipped.
 */
export type Copy = { from: string | null; source: string; target: string };
export type Stage = {
  name: string;
  workdir: string;
  env: Record<string, string>;
  copies: Copy[];
  runs: string[];
  user: string | null;
  volumes: string[];
  cmd: string[];
  /** HEALTHCHECK's command in its shell form (`CMD <command>`), as `sh -c` runs it; null without one. */
  healthcheck: string | null;
};

/** The stages by name (`FROM … AS name`). Continued lines (`\`) are joined; comments dropped. */
export function readStages(dockerfile: string): Map<string, Stage> {
  const instructions = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const stages = new Map<string, Stage>();
  let stage: Stage | null = null;
  for (const line of instructions) {
    const [keyword, ...rest] = line.split(/\s+/);
    const argument = line.slice(keyword.length).trim();
    switch (keyword.toUpperCase()) {
      case "FROM": {
        const name = /\bAS\s+(\S+)$/i.exec(argument)?.[1] ?? `stage${stages.size}`;
        stage = { name, workdir: "/", env: {}, copies: [], runs: [], user: null, volumes: [], cmd: [], healthcheck: null };
        stages.set(name, stage);
        break;
      }
      case "WORKDIR":
        inStage(stage, line).workdir = argument;
        break;
      case "ENV":
        // Only the `ENV KEY=value KEY=value` form, with values free of spaces, as ours are.
        for (const pair of rest) {
          const [key, ...value] = pair.split("=");
          inStage(stage, line).env[key] = value.join("=");
        }
        break;
      case "COPY": {
        const from = rest.find((word) => word.startsWith("--from="))?.slice("--from=".length) ?? null;
        const [source, target] = rest.filter((word) => !word.startsWith("--"));
        inStage(stage, line).copies.push({ from, source, target });
        break;
      }
      case "RUN":
        inStage(stage, line).runs.push(argument);
        break;
      case "USER":
        inStage(stage, line).user = argument;
        break;
      case "VOLUME":
        inStage(stage, line).volumes.push(...rest);
        break;
      case "CMD":
        inStage(stage, line).cmd = JSON.parse(argument) as string[];
        break;
      case "HEALTHCHECK": {
        if (/^NONE$/i.test(argument)) break;
        const command = /(?:^|\s)CMD\s+(.+)$/i.exec(argument)?.[1];
        if (!command || command.startsWith("[")) throw new Error(`"${line}": the drill runs only HEALTHCHECK's shell form, CMD <command>`);
        inStage(stage, line).healthcheck = command;
        break;
      }
    }
  }
  return stages;
}

function inStage(stage: Stage | null, line: string): Stage {
  if (!stage) throw new Error(`"${line}" comes before any FROM`);
  return stage;
}

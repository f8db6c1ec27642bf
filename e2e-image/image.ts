import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitFor } from "../scripts/drill.mjs";
import { readStages, type Stage } from "./dockerfile";

/**
 * The Docker image, made without Docker (no daemon runs here): the Dockerfile's build stage runs
 * in a copy of this checkout, and its run stage's files are copied into a directory that stands
 * for the image's filesystem, as its COPY lines say. Its server then runs as its CMD says, as
 * the user `nobody` (uid 65534) when the drill runs as root, as the image runs as `creator`.
 */
export type Image = {
  /** The image's filesystem: a path `/x` in the image is `<root>/x`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string | null;
  remove: () => void;
};

export const NOBODY = 65534;
const runsAsRoot = process.getuid?.() === 0;

export function buildImage(): Image {
  const stages = readStages(readFileSync("Dockerfile", "utf8"));
  const build = stageNamed(stages, "build");
  const run = stageNamed(stages, "run");
  const scratch = mkdtempSync(path.join(tmpdir(), "creator-quest-image-"));
  try {
    const context = path.join(scratch, "context");
    runBuildStage(build, context);
    const image = assembleRunStage(run, build, context, path.join(scratch, "image"));
    // Gone before the server starts, so nothing in the image can reach back into it.
    rmSync(context, { recursive: true, force: true });
    if (runsAsRoot) chmodSync(scratch, 0o755);
    return { ...image, remove: () => rmSync(scratch, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** The build stage, in `context`: its inputs as the drill makes them, then its RUN lines with only its ENV. */
function runBuildStage(build: Stage, context: string) {
  for (const copy of build.copies) {
    const known = (copy.from === null && copy.source === ".") || (copy.from === "deps" && copy.source.endsWith("/node_modules"));
    if (!known) throw new Error(`The build stage's "COPY ${copy.source}" is new to the drill: teach e2e-image/image.ts to make it`);
  }
  copyCheckout(context);
  // The deps stage runs `npm ci` on package-lock.json. The drill links this checkout's
  // node_modules, installed from the same lock file, rather than download it all again.
  linkTree("node_modules", path.join(context, "node_modules"));
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: context, ...build.env };
  for (const command of build.runs) {
    const built = spawnSync("sh", ["-c", command], { cwd: context, env: env as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, stdio: "inherit" });
    if (built.status !== 0) throw new Error(`The build stage's "${command}" failed (${built.status})`);
  }
}

/** The run stage's filesystem in `root`: its COPY lines from the build, its volumes, owned by its (non-root) user. */
function assembleRunStage(run: Stage, build: Stage, context: string, root: string): Omit<Image, "remove"> {
  if (!run.user || run.user === "root" || run.user === "0") throw new Error("The run stage must switch to a user other than root (USER)");
  const inImage = (imagePath: string) => path.join(root, imagePath);
  for (const copy of run.copies) {
    if (copy.from !== build.name) throw new Error(`The run stage copies from "${copy.from}": the drill knows only the build stage`);
    const source = path.posix.relative(build.workdir, path.posix.resolve(build.workdir, copy.source));
    if (source.startsWith("..")) throw new Error(`"COPY --from=${copy.from} ${copy.source}" reaches outside the build stage's WORKDIR`);
    // Symlinks as they are (Next's standalone output links its external packages relatively), as Docker copies them.
    cpSync(path.join(context, source), inImage(path.posix.resolve(run.workdir, copy.target)), { recursive: true, verbatimSymlinks: true });
  }
  for (const volume of run.volumes) mkdirSync(inImage(volume), { recursive: true });
  // Paths in the image's ENV (DATA_DIR=/data) point into its filesystem.
  const env = Object.fromEntries(Object.entries(run.env).map(([key, value]) => [key, value.startsWith("/") ? inImage(value) : value]));
  if (runsAsRoot) {
    // COPY --chown and the RUN that makes the data directory give the image's files to its user.
    const owned = spawnSync("chown", ["-R", `${NOBODY}:${NOBODY}`, root]);
    if (owned.status !== 0) throw new Error(`chown failed: ${owned.stderr}`);
  }
  return { root, workdir: inImage(run.workdir), env, cmd: run.cmd, healthcheck: run.healthcheck };
}

export type RunningImage = {
  base: string;
  log: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, as `docker stop` sends it. */
  terminate: () => void;
  /** SIGKILL, for a test that failed halfway (nothing happens once it has exited). */
  kill: () => void;
  /** The Dockerfile's HEALTHCHECK command, run beside the server with the image's ENV through `sh -c` and its 3 s timeout: its exit code. */
  healthcheck: () => number | null;
};

/** Starts the image's CMD with its ENV (and `env`), on a free port, as a non-root user; resolves once /api/health answers. */
export async function startImage(image: Image, env: Record<string, string> = {}): Promise<RunningImage> {
  const port = await freePort();
  const [program, ...args] = image.cmd.map((word) => (word === "node" ? process.execPath : word));
  const asNobody = ["--reuid", String(NOBODY), "--regid", String(NOBODY), "--clear-groups", program, ...args];
  // Only what the image itself would have, no variable of this shell's. (Next's types make
  // NODE_ENV a required variable; the image's ENV sets it.)
  const imageEnv: Partial<NodeJS.ProcessEnv> = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: image.workdir, ...image.env, PORT: String(port), ...env };
  const child: ChildProcess = spawn(runsAsRoot ? "setpriv" : program, runsAsRoot ? asNobody : args, {
    cwd: image.workdir,
    env: imageEnv as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => log.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 120_000, "the image's server to answer /api/health");
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log.join("").slice(-4000)}`);
  }
  const healthcheck = () => {
    if (!image.healthcheck) throw new Error("The Dockerfile has no HEALTHCHECK");
    return spawnSync("sh", ["-c", image.healthcheck], { cwd: image.workdir, env: imageEnv as NodeJS.ProcessEnv, timeout: 3_000 }).status;
  };
  return { base, log, exited, terminate: () => child.kill("SIGTERM"), kill: () => child.kill("SIGKILL"), healthcheck };
}

function stageNamed(stages: Map<string, Stage>, name: string): Stage {
  const stage = stages.get(name);
  if (!stage) throw new Error(`The Dockerfile has no stage "${name}"`);
  return stage;
}

/**
 * The build context of `COPY . .`: the checkout's files that git tracks or would track. This is
 * close to what .dockerignore lets through (it lists the same build output and secrets), not
 * read from it.
 */
function copyCheckout(target: string) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0")) {
    if (file && existsSync(file)) cpSync(file, path.join(target, file));
  }
}

/**
 * Hard links (fast, no extra space) where the file system allows them, copies otherwise. A
 * linked file is the checkout's own: `next build` writes into .next, never into node_modules,
 * and a build RUN that rewrote a file there would change the checkout's too.
 */
function linkTree(source: string, target: string) {
  const linked = spawnSync("cp", ["-al", source, target]);
  if (linked.status !== 0) cpSync(source, target, { recursive: true, verbatimSymlinks: true });
}

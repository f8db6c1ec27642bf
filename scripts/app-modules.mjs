// Lets a plain Node script (the seed, the query benchmark) import the app's own TypeScript
// modules, so they reuse its rules and run its real queries instead of copies: tsx compiles them
// and resolves "@/…", and "server-only", which throws outside a Server Components bundle,
// resolves to an empty module.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

const serverOnlyHook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;

let registered = false;

/** Imports a module of the app by its path from the repository root, e.g. "db/queries/tasks.ts". */
export async function importApp(relativePath) {
  if (!registered) {
    register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);
    registerTsx();
    registered = true;
  }
  return import(new URL(`../${relativePath}`, import.meta.url).href);
}

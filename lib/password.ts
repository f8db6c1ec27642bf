import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. Spelled out
// rather than left to the library's defaults, so an upgrade can't quietly weaken it.
const OWASP_ARGON2ID = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

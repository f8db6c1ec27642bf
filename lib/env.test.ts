import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("keeps three Postgres connections unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).DATABASE_POOL_SIZE).toBe(3);
    expect(parseEnv({ NODE_ENV: "production", DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(3);
    expect(parseEnv({ NODE_ENV: "production", DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
  });

  it.each(["0", "-1", "2.5", "101", "three"])("refuses DATABASE_POOL_SIZE=%s, naming the setting", (value) => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_POOL_SIZE: value })).toThrow(/Invalid environment:[\s\S]*DATABASE_POOL_SIZE/);
  });

  it("refuses an AUTH_SECRET too short to sign sessions with", () => {
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });
});

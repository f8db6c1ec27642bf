import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// Property-based: every zod schema in lib/validation (found by reading the folder, so a new one
// is covered) gets 1,000 generated inputs. It must never throw, and every refusal must come
// with a message a person can read.

const folder = import.meta.dirname;
const modules = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.includes(".test."));

/** Values a form or a hand-written request could send for one field. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("", " ", "0", "-1", "1e9", "NaN", "2026-02-30", "2026-11-22", "on", "true", "https://example.com", "a@b.co"),
  fc.integer().map(String),
  fc.double().map(String),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
);

function inputsFor(schema: z.ZodType) {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;
  const shaped = shape ? fc.record(Object.fromEntries(Object.keys(shape).map((key) => [key, fieldValue])), { requiredKeys: [] }) : fieldValue;
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: fc.anything(), weight: 1 });
}

describe("every zod schema under fuzzing", async () => {
  const schemas: [string, z.ZodType][] = [];
  for (const file of modules) {
    const exports = (await import(/* @vite-ignore */ path.join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) schemas.push([`${file}#${name}`, value]);
      // Schemas built for the creator's today (taskInput(today), …): fuzzed as built for one day.
      else if (typeof value === "function" && value.length === 1) {
        const built: unknown = value("2026-11-24");
        if (built instanceof z.ZodType) schemas.push([`${file}#${name}(today)`, built]);
      }
    }
  }

  it("finds the schemas", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("%s never throws, and explains every refusal", (_name, schema) => {
    fc.assert(
      fc.property(inputsFor(schema), (input) => {
        const result = schema.safeParse(input);
        if (result.success) return;
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) expect(issue.message.trim().length).toBeGreaterThan(3);
      }),
      { numRuns: 1000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { QUOTES, quoteOfTheDay } from "./daily-quote";

describe("quoteOfTheDay", () => {
  it("is the same all day and changes the next day", () => {
    expect(quoteOfTheDay("2026-11-22")).toBe(quoteOfTheDay("2026-11-22"));
    expect(quoteOfTheDay("2026-11-23")).not.toBe(quoteOfTheDay("2026-11-22"));
  });

  it("goes through every quote before repeating", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const days = QUOTES.map((_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    expect(new Set(days.map(quoteOfTheDay)).size).toBe(QUOTES.length);
  });
});

describe("QUOTES", () => {
  it("signs a quote only with a real name: one whose author is not known shows unsigned", () => {
    expect(QUOTES.filter((quote) => quote.author !== null && /^(unknown|anonymous)$/i.test(quote.author.trim()))).toEqual([]);
  });
});

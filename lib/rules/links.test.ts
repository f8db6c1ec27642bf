import { describe, expect, it } from "vitest";
import { splitLinks } from "./links";

describe("splitLinks", () => {
  it("finds a pasted address, leaving the sentence's full stop and the rest of the text as they were", () => {
    expect(splitLinks("Script: https://docs.google.com/document/d/1AbC/edit?usp=sharing. Due Friday")).toEqual([
      { text: "Script: " },
      { href: "https://docs.google.com/document/d/1AbC/edit?usp=sharing" },
      { text: ". Due Friday" },
    ]);
  });

  it("reads several addresses, one in brackets and one on a line of its own", () => {
    expect(splitLinks("Brief (https://brand.example/brief)\nhttp://example.com/a,b")).toEqual([
      { text: "Brief (" },
      { href: "https://brand.example/brief" },
      { text: ")\n" },
      { href: "http://example.com/a,b" },
    ]);
  });

  it("keeps a closing bracket that belongs to the address, and leaves out curly quotes around it", () => {
    expect(splitLinks("See https://en.wikipedia.org/wiki/Mercury_(planet).")).toEqual([
      { text: "See " },
      { href: "https://en.wikipedia.org/wiki/Mercury_(planet)" },
      { text: "." },
    ]);
    expect(splitLinks("The brief: “https://brand.example/brief”")).toEqual([{ text: "The brief: “" }, { href: "https://brand.example/brief" }, { text: "”" }]);
  });

  it("leaves text without an address, and a bare domain, as plain text", () => {
    expect(splitLinks("Call the editor at example.com")).toEqual([{ text: "Call the editor at example.com" }]);
    expect(splitLinks("")).toEqual([]);
  });
});

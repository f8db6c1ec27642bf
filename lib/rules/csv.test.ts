import { expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

it("quotes fields with commas, quotes and line breaks", () => {
  expect(csvField('Mic, "pro"')).toBe('"Mic, ""pro"""');
  expect(csvField("two\nlines")).toBe('"two\nlines"');
  expect(csvField(null)).toBe("");
  expect(csvField("1250.50")).toBe("1250.50");
});

it("neutralises spreadsheet formulas but keeps negative numbers", () => {
  expect(csvField("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("-12.50")).toBe("-12.50");
});

it("builds a whole file with CRLF line ends", () => {
  expect(toCsv(["a", "b"], [["1", null]])).toBe("a,b\r\n1,\r\n");
});

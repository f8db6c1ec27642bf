import { expect, it } from "vitest";
import { takeSseData } from "./sse";

it("returns complete events and keeps the unfinished rest", () => {
  expect(takeSseData('data: {"a":1}\n\ndata: {"b"')).toEqual({ data: ['{"a":1}'], rest: 'data: {"b"' });
});

it("handles several events, CRLF line ends, comments and [DONE]", () => {
  expect(takeSseData(": keep-alive\n\ndata: one\r\n\r\ndata: [DONE]\n\n")).toEqual({ data: ["one", "[DONE]"], rest: "" });
});

it("waits when nothing is complete yet", () => {
  expect(takeSseData("data: partial")).toEqual({ data: [], rest: "data: partial" });
});

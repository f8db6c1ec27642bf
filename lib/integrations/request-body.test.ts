import { describe, expect, it } from "vitest";
import { NOT_JSON, parseFormFields, parseJsonBody, readBoundedBody } from "./request-body";

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://localhost/", { method: "POST", body, headers });

/** A body sent without a length, as chunked transfer sends it: `pieces` pieces of `size` bytes. */
function chunked(pieces: number, size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === pieces) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return new Request("http://localhost/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
}

describe("readBoundedBody", () => {
  it("reads a body whose declared length is within the limit", async () => {
    const body = JSON.stringify({ platform: "TikTok" });
    const bytes = await readBoundedBody(post(body, { "content-length": String(body.length) }), 64);
    expect(new TextDecoder().decode(bytes!)).toBe(body);
  });

  it("refuses a body that declares more than the limit, without reading it", async () => {
    const request = post("x".repeat(100), { "content-length": "100" });
    expect(await readBoundedBody(request, 64)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it("refuses a body holding more than it declares, or with a length that is not a number", async () => {
    expect(await readBoundedBody(post("x".repeat(100), { "content-length": "10" }), 64)).toBeNull();
    expect(await readBoundedBody(post("x".repeat(100), { "content-length": "abc" }), 64)).toBeNull();
  });

  it("reads a body sent without a length up to the limit, and refuses one that goes past it", async () => {
    expect((await readBoundedBody(chunked(4, 16), 64))?.byteLength).toBe(64);
    expect(await readBoundedBody(chunked(5, 16), 64)).toBeNull();
  });
});

describe("parseJsonBody", () => {
  it("reads JSON, UTF-8 included, and tells a body that is not JSON", () => {
    expect(parseJsonBody(new TextEncoder().encode('{"postTitle":"Café tour 🎬"}'))).toEqual({ postTitle: "Café tour 🎬" });
    expect(parseJsonBody(new TextEncoder().encode("{not json"))).toBe(NOT_JSON);
    // Some senders start with a byte-order mark.
    expect(parseJsonBody(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"platform":"TikTok"}')]))).toEqual({ platform: "TikTok" });
  });
});

describe("parseFormFields", () => {
  it("reads a urlencoded form's fields", async () => {
    expect(await parseFormFields(new TextEncoder().encode("subject=Collab+with+Glow&from=a%40glow.co"), "application/x-www-form-urlencoded")).toEqual({
      subject: "Collab with Glow",
      from: "a@glow.co",
    });
  });

  it("reads a multipart form's text fields and drops its files", async () => {
    const form = new FormData();
    form.set("subject", "Collab with Glow");
    form.set("attachment-1", new Blob(["%PDF"], { type: "application/pdf" }), "brief.pdf");
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    expect(await parseFormFields(bytes, encoded.headers.get("content-type")!)).toEqual({ subject: "Collab with Glow" });
  });

  it("reads a form it can't parse as having no fields", async () => {
    expect(await parseFormFields(new TextEncoder().encode("--broken"), "multipart/form-data; boundary=nothere")).toEqual({});
  });
});

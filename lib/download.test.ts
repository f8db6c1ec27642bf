import { describe, expect, it } from "vitest";
import { contentDisposition, downloadResponse } from "./download";

describe("a download", () => {
  it("names its file for old clients in ASCII and for the rest in UTF-8", () => {
    expect(contentDisposition("creator-quest-finances.csv")).toBe(`attachment; filename="creator-quest-finances.csv"; filename*=UTF-8''creator-quest-finances.csv`);
    expect(contentDisposition("Café ☕ vlog 2026-12-24.ics")).toBe(
      `attachment; filename="Caf_ _ vlog 2026-12-24.ics"; filename*=UTF-8''Caf%C3%A9%20%E2%98%95%20vlog%202026-12-24.ics`,
    );
    // RFC 5987's attr-char leaves out ' ( ) *, which encodeURIComponent keeps; a quote would end the ASCII name.
    expect(contentDisposition(`Q&A (it's "live")*.ics`)).toBe(`attachment; filename="Q&A (it's _live_)*.ics"; filename*=UTF-8''Q%26A%20%28it%27s%20%22live%22%29%2A.ics`);
  });

  it("is private and never cached, with its type", async () => {
    const response = downloadResponse("a,b\n", { contentType: "text/csv; charset=utf-8", fileName: "x.csv" });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="x.csv"; filename*=UTF-8''x.csv`);
    expect(await response.text()).toBe("a,b\n");
  });
});

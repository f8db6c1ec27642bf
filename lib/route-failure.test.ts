import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerOrFail } from "./route-failure";

const FAILURE = { log: "Test route failed", error: "Failed to load the thing" };

describe("a route handler's failure", () => {
  afterEach(() => vi.restoreAllMocks());

  it("passes the handler's own answer through, whatever its status", async () => {
    const answer = await answerOrFail(FAILURE, async () => Response.json({ error: "Please log in first" }, { status: 401 }));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: "Please log in first" });
  });

  it("answers a throw (the database away) as JSON saying what failed, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const cause = new Error("connect ECONNREFUSED 127.0.0.1:5432");
    const answer = await answerOrFail(FAILURE, async () => {
      throw cause;
    });
    expect(answer.status).toBe(500);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: "Failed to load the thing" });
    expect(log).toHaveBeenCalledWith("Test route failed", cause);
  });

  it("gives a polled route its own status and Retry-After", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await answerOrFail({ ...FAILURE, status: 503, headers: { "Retry-After": "60" } }, async () => {
      throw new Error("too many clients already");
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("60");
  });

  it("throws Next's own control flow on instead of answering it as a failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(answerOrFail(FAILURE, async () => redirect("/auth"))).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
    expect(log).not.toHaveBeenCalled();
  });
});

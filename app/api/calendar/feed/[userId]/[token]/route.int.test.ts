import { describe, expect, it } from "vitest";
import { getWebhookSettings } from "@/db/queries/webhooks";
import { calendarFeedToken } from "@/lib/rules/calendar-feed-token";
import { createTestUser } from "@/test/users";
import { GET } from "./route";

const feed = (userId: string, token: string) => GET(new Request("http://localhost/"), { params: Promise.resolve({ userId, token }) });

describe("the private calendar feed address", () => {
  it("serves the creator's calendar for the right token", async () => {
    const user = await createTestUser();
    const { token } = (await getWebhookSettings(user.id))!;
    const response = await feed(user.id, `${calendarFeedToken(token)}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  });

  it("answers 404 for an address that isn't one, a malformed id included (never a server error)", async () => {
    const user = await createTestUser();
    for (const userId of ["0123456789abcdef0123456789abcdef0123", "------------------------------------", "not-a-user", user.id]) {
      const response = await feed(userId, `${"0".repeat(40)}.ics`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Unknown calendar feed address" });
    }
  });
});

import { describe, expect, it } from "vitest";
import { emailedLinkOrigin } from "./emailed-link-origin";

describe("emailedLinkOrigin", () => {
  it("is APP_URL whenever it is set, whatever Host the request names", () => {
    expect(emailedLinkOrigin("https://quest.example.com", "attacker.example")).toBe("https://quest.example.com");
    expect(emailedLinkOrigin("https://quest.example.com/", null)).toBe("https://quest.example.com");
  });

  it("without APP_URL, is the request's Host only when it is this machine's own", () => {
    expect(emailedLinkOrigin(undefined, "localhost:3000")).toBe("http://localhost:3000");
    expect(emailedLinkOrigin(undefined, "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(emailedLinkOrigin(undefined, "[::1]:3000")).toBe("http://[::1]:3000");
    expect(emailedLinkOrigin(undefined, "localhost")).toBe("http://localhost");
  });

  it("without APP_URL, gives no address for any other Host, a forged one included", () => {
    for (const host of ["attacker.example", "localhost.attacker.example", "127.0.0.1.attacker.example", "quest.example.com", "192.168.1.20:3000", "", null]) {
      expect(emailedLinkOrigin(undefined, host)).toBeNull();
    }
  });
});

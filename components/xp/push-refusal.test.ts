import { describe, expect, it } from "vitest";
import { pushRefusal } from "./push-refusal";

describe("pushRefusal", () => {
  it("explains the browser's own refusal when notifications are allowed (a private window)", () => {
    const refused = new DOMException("Registration failed - permission denied", "AbortError");
    expect(pushRefusal(refused, "granted")).toBe(
      "This browser won't take push messages here. A private window can't receive them: open Creator Quest in a normal window, or install it, and try again.",
    );
    expect(pushRefusal(new DOMException("Registration failed", "NotAllowedError"), "granted")).toMatch(/^This browser won't take push messages here/);
  });

  it("otherwise passes on what went wrong, or nothing", () => {
    expect(pushRefusal(new DOMException("Registration failed - permission denied", "NotAllowedError"), "denied")).toBe("Registration failed - permission denied");
    expect(pushRefusal(new Error("The push service is unreachable"), "granted")).toBe("The push service is unreachable");
    expect(pushRefusal("nothing useful", "granted")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { pushRefusal } from "./push-refusal";

describe("pushRefusal", () => {
  it("explains a private window's refusal when notifications are allowed", () => {
    expect(pushRefusal(new DOMException("Registration failed - permission denied", "NotAllowedError"), "granted")).toBe(
      "This browser won't take push messages here. A private window can't receive them: open Creator Quest in a normal window, or install it, and try again.",
    );
  });

  it("explains a push service that refused or didn't answer, without blaming a private window", () => {
    expect(pushRefusal(new DOMException("Registration failed - push service error", "AbortError"), "granted")).toBe(
      "The browser's push service refused or didn't answer. Some browsers turn it off in their settings; check there, or try another browser.",
    );
  });

  it("otherwise passes on what went wrong, or nothing", () => {
    expect(pushRefusal(new DOMException("Registration failed - permission denied", "NotAllowedError"), "denied")).toBe("Registration failed - permission denied");
    expect(pushRefusal(new Error("The push service is unreachable"), "granted")).toBe("The push service is unreachable");
    expect(pushRefusal("nothing useful", "granted")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { pushSubscriptionInput } from "./push";

const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };

describe("pushSubscriptionInput", () => {
  it("accepts what a browser's PushSubscription.toJSON() gives", () => {
    const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys };
    expect(pushSubscriptionInput.parse(subscription)).toEqual({ endpoint: subscription.endpoint, keys });
  });

  it("refuses push addresses that aren't https, and malformed keys", () => {
    expect(pushSubscriptionInput.safeParse({ endpoint: "http://169.254.169.254/latest", keys }).error?.issues[0].message).toBe(
      "The browser gave a push address that isn't https",
    );
    expect(pushSubscriptionInput.safeParse({ endpoint: "https://push.example/x", keys: { ...keys, auth: "not base64!" } }).success).toBe(false);
    expect(pushSubscriptionInput.safeParse({ endpoint: "https://push.example/x" }).success).toBe(false);
  });
});

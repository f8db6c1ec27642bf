import { z } from "zod";

// What the browser's PushSubscription.toJSON() gives. Push services are always https, and the
// server posts to this address, so nothing else is accepted.
const base64Url = (name: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+=*$/, `The subscription's ${name} key is not valid`).max(200);

export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "The browser gave a push address that isn't https" }).max(1000),
  keys: z.object({ p256dh: base64Url("p256dh"), auth: base64Url("auth") }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = pushSubscriptionInput.shape.endpoint;

import { expect, it } from "vitest";
import { signPayload, verifySignature } from "./signature";

it("signs the timestamp and body, and only the same ones verify", () => {
  const signature = signPayload("secret", "1700000000", '{"a":1}');
  expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
  expect(verifySignature("secret", "1700000000", '{"a":1}', signature)).toBe(true);
  expect(verifySignature("secret", "1700000001", '{"a":1}', signature)).toBe(false);
  expect(verifySignature("other", "1700000000", '{"a":1}', signature)).toBe(false);
  expect(verifySignature("secret", "1700000000", '{"a":2}', signature)).toBe(false);
});

import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "@/lib/rules/avatar";
import { checkAvatar, profileInput } from "./profile";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);

describe("checkAvatar", () => {
  it.each([
    [png, "image/png"],
    [jpeg, "image/jpeg"],
    [webp, "image/webp"],
  ])("recognises %s by its bytes", (bytes, type) => {
    expect(checkAvatar(bytes)).toEqual({ ok: true, contentType: type });
  });

  it("refuses a GIF, a text file and an empty file", () => {
    expect(checkAvatar(new Uint8Array([...Buffer.from("GIF89a")]))).toEqual({ ok: false, error: "Choose a PNG, JPEG or WebP image" });
    expect(checkAvatar(new Uint8Array([...Buffer.from("hello")]))).toEqual({ ok: false, error: "Choose a PNG, JPEG or WebP image" });
    expect(checkAvatar(new Uint8Array())).toEqual({ ok: false, error: "Choose an image to upload" });
  });

  it("accepts exactly 1 MB and refuses one byte more", () => {
    const atLimit = new Uint8Array(AVATAR_MAX_BYTES);
    atLimit.set(png);
    expect(checkAvatar(atLimit).ok).toBe(true);
    const over = new Uint8Array(AVATAR_MAX_BYTES + 1);
    over.set(png);
    expect(checkAvatar(over)).toEqual({ ok: false, error: "The image is larger than 1 MB. Choose a smaller one." });
  });
});

describe("profileInput", () => {
  it("trims the name, checks the zone and keeps the creator email in lower case", () => {
    expect(profileInput.parse({ displayName: " Ana ", timeZone: "Europe/Lisbon", creatorEmail: " Ana@Example.com " })).toEqual({
      displayName: "Ana",
      timeZone: "Europe/Lisbon",
      creatorEmail: "ana@example.com",
    });
  });

  it.each([
    [{ displayName: "" }, "Enter your display name"],
    [{ timeZone: "Atlantis/Capital" }, "Choose a time zone from the list"],
    [{ creatorEmail: "nope" }, "Enter a valid email address"],
    // The spec's rule for a creator email, as Social Settings has it.
    [{ creatorEmail: "  " }, "Please enter an email"],
  ])("refuses %o", (change, message) => {
    const result = profileInput.safeParse({ displayName: "Ana", timeZone: "UTC", creatorEmail: "ana@example.com", ...change });
    expect(result.error?.issues[0].message).toBe(message);
  });
});

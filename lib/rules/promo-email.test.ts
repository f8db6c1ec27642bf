import { describe, expect, it } from "vitest";
import { brandFromEmail, brandFromWords, firstAmount, senderEmail } from "./promo-email";

describe("reading a promo email without AI", () => {
  const email = "From: Dana <Partners@Glow-Skincare.com>\nHi! We'd pay $2,500 for one TikTok. Reply to dana@gmail.com.";

  it("finds the sender first, else any address", () => {
    expect(senderEmail(email)).toBe("partners@glow-skincare.com");
    expect(senderEmail("write to deals@brand.io please")).toBe("deals@brand.io");
    expect(senderEmail("no address")).toBeNull();
  });

  it("guesses the brand from the sender's domain, not from free mail", () => {
    expect(brandFromEmail("partners@glow-skincare.com")).toBe("Glow Skincare");
    expect(brandFromEmail("dana@gmail.com")).toBeNull();
  });

  it.each([
    ["Partnership", "Hi Maya, I'm Dana from Glow Co and we love your videos.", "Glow Co"],
    ["Partnership", "Hi Maya, I’m Dana at Trader Joe’s. We’d love a video.", "Trader Joe’s"],
    ["Partnership", "Hello! This is Dana Reyes, with Salt & Stone. We'd pay $500.", "Salt & Stone"],
    ["Quick question", "I am writing on behalf of House of Tea.", "House of Tea"],
    ["Quick question", "Everyone here at Lumen Labs. Loved the vlog.", "Lumen Labs"],
    ["Glow Co x Maya Quest: paid TikTok", "Hi there", "Glow Co"],
    ["Paid collab with Northwind Audio for December", "Hi there", "Northwind Audio"],
    ["paid collab with someone", "we would love to work together", null],
    ["Partnership opportunity", "Hi, we love your channel. Budget $900.", null],
  ])("names the brand of %j / %j as %j", (subject, body, brand) => {
    expect(brandFromWords(subject, body)).toBe(brand);
  });

  it.each([
    [email, "2500.00"],
    ["Budget: USD 1200", "1200.00"],
    ["We offer 750.50 dollars", "750.50"],
    ["Rate $99.9", "99.90"],
    ["no money here, 3 videos", null],
  ])("reads the amount of %j", (text, amount) => {
    expect(firstAmount(text)).toBe(amount);
  });
});

import { describe, expect, it, vi } from "vitest";
import { authConfig, isWrongPassword } from "./auth.config";

// Auth.js's error for a wrong email or password, as the production build logged it: its class
// name minified to "j", its type kept. (Auth.js itself can't be imported under Vitest.)
const wrongPassword = () => Object.assign(new Error("Read more at https://errors.authjs.dev#credentialssignin"), { name: "j", type: "CredentialsSignin" });

describe("a wrong password", () => {
  it("is told from other errors by its type, which minification keeps", () => {
    expect(isWrongPassword(wrongPassword())).toBe(true);
    expect(isWrongPassword(Object.assign(new Error("Read more"), { type: "CallbackRouteError" }))).toBe(false);
    expect(isWrongPassword(new Error("CredentialsSignin"))).toBe(false);
    expect(isWrongPassword({ type: "CredentialsSignin" })).toBe(false);
  });

  it("stays out of the server log, where every other error goes", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      authConfig.logger.error(wrongPassword());
      expect(printed).not.toHaveBeenCalled();
      const failure = new Error("database unreachable");
      authConfig.logger.error(failure);
      expect(printed).toHaveBeenCalledWith(failure);
    } finally {
      printed.mockRestore();
    }
  });
});

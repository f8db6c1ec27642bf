import { CredentialsSignin } from "@auth/core/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authConfig } from "./auth.config";

describe("Auth.js's error logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a wrong password out of the server log, also once the build has minified the error's class name", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const minified = new CredentialsSignin();
    // What the production build logged: `j: Read more at https://errors.authjs.dev#credentialssignin`.
    minified.name = "j";
    authConfig.logger.error(new CredentialsSignin());
    authConfig.logger.error(minified);
    expect(printed).not.toHaveBeenCalled();
  });

  it("logs every other error", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("database unreachable");
    authConfig.logger.error(failure);
    expect(printed).toHaveBeenCalledWith(failure);
  });
});

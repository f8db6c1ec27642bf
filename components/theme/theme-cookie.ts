// Shared by the server (the root layout renders the theme's class on <html>, and kept pages are
// found by it) and the browser (components/theme/theme-provider.tsx writes it), so it lives in a
// plain module: constants exported from a "use client" file are references on the server.

/** The creator's theme: one they chose, or the system's. */
export type ThemeChoice = "light" | "dark" | "system";

/** Holds "light" or "dark" when the creator chose one; absent while they follow the system. */
export const THEME_COOKIE = "theme";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function themeChoiceOf(cookieValue: string | undefined): ThemeChoice {
  return cookieValue === "light" || cookieValue === "dark" ? cookieValue : "system";
}

/**
 * The class on <html> for a choice. Without one the page follows the system through CSS
 * (app/globals.css's dark variant), so no script has to run before the first paint.
 */
export function themeClassOf(choice: ThemeChoice): "light" | "dark" | undefined {
  return choice === "system" ? undefined : choice;
}

"use client";

import { createContext, use, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import { readBrowserCookie, writeBrowserCookie } from "@/components/browser-cookie";
import { useMediaQuery } from "@/components/use-media-query";
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, themeChoiceOf, themeClassOf, type ThemeChoice } from "./theme-cookie";

type ThemeContextValue = {
  /** What the creator chose. */
  theme: ThemeChoice;
  /** The theme shown; while following the system, "light" on the server and while the page hydrates. */
  resolvedTheme: "light" | "dark";
  setTheme: (choice: ThemeChoice) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The creator's theme, kept in a cookie that the server reads to render <html>'s class
 * (app/layout.tsx): the page comes in its theme with no script run before the first paint (next-
 * themes' inline script held the parser at the top of <body> until the stylesheet came, which cost
 * the first paint on a slow phone; docs/performance.md).
 *
 * The cookie is the store the choice is read from, so a page not rendered for this load (one kept
 * for offline reading, the offline page) turns to the creator's choice now as it hydrates.
 */
export function ThemeProvider({ initialChoice, children }: { initialChoice: ThemeChoice; children: React.ReactNode }) {
  const choice = useSyncExternalStore(subscribe, readChoice, () => initialChoice);
  const systemTheme = useMediaQuery("(prefers-color-scheme: dark)") ? "dark" : "light";

  // After every commit, not only when the choice changes, and before it is painted: React owns
  // <html>'s class too, and a refresh that left before a switch comes back with the class of then.
  useLayoutEffect(() => showTheme(choice));

  useEffect(carryOverNextThemesChoice, []);

  const value = useMemo(
    (): ThemeContextValue => ({ theme: choice, resolvedTheme: choice === "system" ? systemTheme : choice, setTheme }),
    [choice, systemTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const theme = use(ThemeContext);
  if (!theme) throw new Error("useTheme must be used inside ThemeProvider");
  return theme;
}

const listeners = new Set<() => void>();

// Another tab's switch is seen when this one is shown again.
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    listeners.delete(onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

function readChoice(): ThemeChoice {
  return themeChoiceOf(readBrowserCookie(THEME_COOKIE));
}

function setTheme(choice: ThemeChoice) {
  writeBrowserCookie(THEME_COOKIE, themeClassOf(choice) ?? null, THEME_COOKIE_MAX_AGE);
  for (const onChange of listeners) onChange();
}

/** next-themes' key, where the choice lived until 2026-12: carried over once. */
const NEXT_THEMES_STORAGE_KEY = "theme";

function carryOverNextThemesChoice() {
  // Storage blocked by the browser throws; there is then nothing to carry over.
  try {
    const stored = localStorage.getItem(NEXT_THEMES_STORAGE_KEY);
    localStorage.removeItem(NEXT_THEMES_STORAGE_KEY);
    if (stored && readChoice() === "system") setTheme(themeChoiceOf(stored));
  } catch {}
}

/** Puts the choice's class on <html>, with transitions held for that frame, so colours change at once rather than fading one by one. */
function showTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  const themeClass = themeClassOf(choice);
  const shown = root.classList.contains("dark") ? "dark" : root.classList.contains("light") ? "light" : undefined;
  if (shown === themeClass) return;
  root.classList.add("theme-switching");
  root.classList.remove("light", "dark");
  if (themeClass) root.classList.add(themeClass);
  // Reading a style applies the new colours now, while transitions are off.
  void getComputedStyle(root).color;
  requestAnimationFrame(() => root.classList.remove("theme-switching"));
}

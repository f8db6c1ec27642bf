// Types for the TypeScript that launches the system Chromium (playwright.config.ts).
export const CHROMIUM: string;
export const CHROMIUM_FLAGS: string[];

import type { BrowserContext } from "@playwright/test";

export function firstLoadScriptBytes(context: BrowserContext, url: string): Promise<number>;

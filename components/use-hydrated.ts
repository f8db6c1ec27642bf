import { useBrowserValue } from "@/components/use-browser-value";

const always = () => true;

/**
 * False in the server-rendered page, true once React runs it. Submit buttons wait for it: a
 * click before that would post the form natively, reload the page and lose what was typed. State
 * only the browser knows (the system's theme) is said once it is true, so the server's markup still matches.
 */
export const useHydrated = () => useBrowserValue(always, false);

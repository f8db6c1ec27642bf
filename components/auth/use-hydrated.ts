import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the server-rendered page, true once React runs it. Submit buttons wait for it: a
 * click before that would post the form natively, reload the page and lose what was typed.
 */
export const useHydrated = () => useSyncExternalStore(subscribeNever, () => true, () => false);

// The app's own cookies as the browser reads and writes them (the side menu's state, the theme),
// for the server to read on the next request. Not for the session's, which JavaScript can't see.

export function readBrowserCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Sets the cookie for the whole site for `maxAgeSeconds`; null removes it. */
export function writeBrowserCookie(name: string, value: string | null, maxAgeSeconds: number): void {
  document.cookie = value === null ? `${name}=; path=/; max-age=0; samesite=lax` : `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

// A host name the server itself answers on for this machine only: localhost, 127.x.x.x or [::1],
// with an optional port. Nothing else: "localhost.attacker.example" is someone else's address.
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;

/**
 * Where an emailed link (a password reset) points: APP_URL, the server's public address. Without
 * it, only a local server's own address (development), as the request's Host gives it: any other
 * Host can be forged by whoever sends the request, and would aim a genuine reset link at another
 * site. Null when there is no address to trust.
 */
export function emailedLinkOrigin(appUrl: string | undefined, host: string | null): string | null {
  if (appUrl) return appUrl.replace(/\/+$/, "");
  return host && LOCAL_HOST.test(host) ? `http://${host}` : null;
}

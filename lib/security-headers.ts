// The response headers every page and route carries (read by proxy.ts). Pure: no request state
// other than the nonce, so the test can check the policy text itself.

/** Where the app loads from besides itself: YouTube thumbnails and the no-cookie player. */
const YOUTUBE_IMAGES = "https://i.ytimg.com";
const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com";

/**
 * Scripts run only with this request's nonce (and what they load, through 'strict-dynamic'); no
 * inline script without it. Styles allow inline attributes, which charts and menus position with.
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${YOUTUBE_IMAGES}`,
    "font-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    `frame-src ${YOUTUBE_PLAYER}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers that don't change per request. */
export function staticSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    // Full address to ourselves, only the origin to others over https (YouTube's player needs it).
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** A fresh, unguessable nonce for one response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { PHONE_HINT_HEADER, saysPhone } from "@/components/shell/phone-hint";
import { SIDEBAR_COOKIE } from "@/components/shell/sidebar-cookie";
import { THEME_COOKIE, themeChoiceOf } from "@/components/theme/theme-cookie";
import { getPageCacheState } from "@/db/queries/users";
import { env, ownOrigin } from "@/lib/env";
import { findKeptPage, keepPage, pageKey } from "@/lib/page-cache";
import { localDate } from "@/lib/rules/calendar-day";
import { newNonce } from "@/lib/security-headers";
import { isLiveSession, sessionIdOf } from "@/lib/session-token";

// A signed-in page loaded whole (a reload, the installed app opened, a link from an email) is
// answered from the pages this server kept (lib/page-cache.ts) while the creator's data is as it
// was, and rendered otherwise. Rendering happens as ever, in a request the server sends itself
// (proxy.ts can't read the answer of the page it lets through), whose answer goes to the creator
// and is kept once complete. A move inside the app (an RSC request) is always rendered.

/** Marks the server's request to itself: it is rendered, never answered from what is kept. */
const SELF_RENDER = "x-creator-quest-self-render";

/** Says how a whole page was answered, "kept" or "rendered" (the tests and the bench read it). */
export const PAGE_CACHE_HEADER = "x-page-cache";

// Headers of the rendered answer that belong to that one transfer, or that proxy.ts sets itself
// (the CSP, which names the nonce).
const UNKEPT_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date", "content-security-policy"]);

/**
 * Whether the request asks for a whole page that may be answered from what is kept: a browser's
 * load of a document, which accepts HTML. Next.js takes the RSC headers and the `_rsc` search
 * param off the request before proxy.ts sees it, so a move inside the app is told apart by what
 * its fetch() sends: an Accept of any type, with no text/html in it, and `Sec-Fetch-Dest: empty`.
 */
export function mayAnswerFromKeptPages(request: NextRequest): boolean {
  if (env.NODE_ENV !== "production" || request.method !== "GET") return false;
  const headers = request.headers;
  if (headers.has(SELF_RENDER) || !headers.get("accept")?.includes("text/html")) return false;
  const destination = headers.get("sec-fetch-dest");
  if (destination !== null && destination !== "document") return false;
  // A hard reload asks for a fresh page.
  return !/no-cache/i.test(`${headers.get("cache-control") ?? ""} ${headers.get("pragma") ?? ""}`);
}

/**
 * The page for a signed-in request: kept, or rendered and kept. Null when the page must be
 * rendered the usual way: the session has ended (the page's own check sends the creator to sign
 * in again), the database can't be read, or the server can't reach itself. `nonce` is the one
 * the answer's scripts carry.
 */
export async function answerFromKeptPages(request: NextRequest, token: Readonly<JWT>): Promise<{ response: Response; nonce: string } | null> {
  // Unreadable (the database down), the page is rendered as usual, and says so as it does.
  const state = await getPageCacheState(token.sub!, sessionIdOf(token)).catch(() => null);
  if (!isLiveSession(token, state)) return null;
  const key = pageKey({
    userId: token.sub!,
    pageVersion: state.pageVersion,
    localDate: localDate(state.timeZone),
    // As the root layout reads it (app/layout.tsx).
    theme: themeChoiceOf(request.cookies.get(THEME_COOKIE)?.value),
    // As the shell reads it (components/shell/app-shell.tsx).
    sidebarOpen: request.cookies.get(SIDEBAR_COOKIE)?.value !== "false",
    phone: saysPhone(request.headers.get(PHONE_HINT_HEADER)),
    address: request.nextUrl.pathname + request.nextUrl.search,
  });

  const page = findKeptPage(key);
  if (page) {
    const nonce = newNonce();
    // The nonce is in the page's scripts, its payload and its preload header (link).
    const headers = page.headers.map(([name, value]): [string, string] => [name, value.replaceAll(page.nonce, nonce)]);
    headers.push([PAGE_CACHE_HEADER, "kept"]);
    return { response: new Response(page.html.replaceAll(page.nonce, nonce), { status: 200, headers }), nonce };
  }
  return renderAndKeep(request, key);
}

async function renderAndKeep(request: NextRequest, key: string) {
  // The creator's own headers, X-Forwarded-Proto and -For included (Next.js adds them to a request
  // that has none), so the page is rendered as for them: their session cookie, read under the
  // name their protocol gives it (lib/session.ts), and their address.
  const headers = new Headers(request.headers);
  headers.set(SELF_RENDER, "1");
  // The text as rendered, to keep; the server compresses what it sends the creator.
  headers.set("accept-encoding", "identity");
  let rendered: Response;
  try {
    rendered = await fetch(new URL(request.nextUrl.pathname + request.nextUrl.search, ownOrigin()), { headers, redirect: "manual", cache: "no-store" });
  } catch (error) {
    console.error("The page cache can't reach this server; rendering as usual", error);
    return null;
  }
  // proxy.ts gave the rendered page its nonce, in the policy it sent with it.
  const nonce = /'nonce-([^']+)'/.exec(rendered.headers.get("content-security-policy") ?? "")?.[1];
  const answerHeaders: [string, string][] = [...rendered.headers].filter(([name]) => !UNKEPT_HEADERS.has(name.toLowerCase()));
  const keepable = rendered.status === 200 && nonce !== undefined && !rendered.headers.has("set-cookie") && rendered.body !== null;
  // An answer without a nonce has no script that needs one: a new one keeps the policy whole.
  if (!keepable) return { response: new Response(rendered.body, { status: rendered.status, headers: answerHeaders }), nonce: nonce ?? newNonce() };

  const [toCreator, toKeep] = rendered.body!.tee();
  void new Response(toKeep)
    .text()
    .then((html) => keepPage(key, { html, nonce, headers: answerHeaders }))
    .catch(() => {}); // A render cut short is not kept.
  return { response: new Response(toCreator, { status: 200, headers: [...answerHeaders, [PAGE_CACHE_HEADER, "rendered"]] }), nonce };
}

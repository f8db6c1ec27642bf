"use client";

import { useEffect } from "react";

// Every tab of a browser shares one session cookie. When another tab signs in as another account,
// this tab's saves would reach that account while its page still shows the first one's; the shell
// (SignInAgainDialog) stops that as soon as this tab can tell.
const SIGN_IN_CHANNEL = "creator-quest:signed-in";

export type SignedInAccount = { id: string; email: string } | null;

/** Why the page's creator is asked to sign in again: their session ended, or the browser is now another account's. */
export type SignInReason = { kind: "ended" } | { kind: "other-account"; email: string };

/**
 * What the sign-in-again dialog asks, once the browser is found signed in as `account` (null:
 * signed out) while the page is `pageUserId`'s:
 * - another account: "signed in as someone else", whatever was asked before;
 * - this page's creator: nothing, the session is good (signed in again from another tab);
 * - nobody: what was asked before, an ended session where it was another account.
 */
export function nextSignInReason(current: SignInReason | null, account: SignedInAccount, pageUserId: string): SignInReason | null {
  if (account) return account.id === pageUserId ? null : { kind: "other-account", email: account.email };
  return current?.kind === "other-account" ? { kind: "ended" } : current;
}

/** Tells the browser's other tabs that this one just signed in, perhaps as another account. */
export function announceSignIn() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
  channel.postMessage("signed-in");
  channel.close();
}

async function fetchSignedInAccount(): Promise<SignedInAccount | undefined> {
  try {
    const response = await fetch("/api/account/session", { cache: "no-store" });
    if (!response.ok) return undefined;
    return ((await response.json()) as { user: SignedInAccount }).user;
  } catch {
    // Offline: the next save says so, and the tab asks again when it is next shown.
    return undefined;
  }
}

/**
 * Calls `onChecked` with the account the browser is signed in as (null: signed out) whenever it
 * may have changed while this tab wasn't looking: another tab signed in, or this tab is shown
 * again, gets focus, or comes back from the back-forward cache.
 */
export function useSignedInAccount(onChecked: (account: SignedInAccount) => void) {
  useEffect(() => {
    let checking = false;
    let checkAgain = false;
    let stopped = false;
    async function check() {
      // One request at a time. A reason to check that comes meanwhile (another tab's sign-in while
      // a focus check is on its way with the old cookie) asks again, and only the last answer counts.
      if (checking) {
        checkAgain = true;
        return;
      }
      checking = true;
      let account: SignedInAccount | undefined;
      do {
        checkAgain = false;
        account = await fetchSignedInAccount();
      } while (checkAgain && !stopped);
      checking = false;
      if (account !== undefined && !stopped) onChecked(account);
    }
    const checkWhenShown = () => {
      if (document.visibilityState === "visible") void check();
    };
    const checkWhenRestored = (event: PageTransitionEvent) => {
      if (event.persisted) void check();
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SIGN_IN_CHANNEL);
    channel?.addEventListener("message", check);
    document.addEventListener("visibilitychange", checkWhenShown);
    window.addEventListener("focus", check);
    window.addEventListener("pageshow", checkWhenRestored);
    return () => {
      stopped = true;
      channel?.close();
      document.removeEventListener("visibilitychange", checkWhenShown);
      window.removeEventListener("focus", check);
      window.removeEventListener("pageshow", checkWhenRestored);
    };
  }, [onChecked]);
}

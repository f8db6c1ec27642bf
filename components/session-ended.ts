"use client";

import { useEffect } from "react";

// A window event: any form or button may learn that the session ended, and only the shell can ask
// for the password again (SignInAgainDialog).
const SESSION_ENDED_EVENT = "creator-quest:session-ended";

/** Asks the shell to offer signing in again, keeping the page and what was typed on it. */
export function askToSignInAgain() {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Calls `onEnded` whenever an action finds the session ended. */
export function useSessionEnded(onEnded: () => void) {
  useEffect(() => {
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [onEnded]);
}

// Shared by the server layout (reads it) and the client provider (writes it), so it lives in a
// plain module: constants exported from a "use client" file are references on the server.
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // the spec remembers the state for 7 days

// One post, one address: the social webhook's duplicate check (decision D6) compares addresses as
// stored, and automations report the same post as ".../video/1", ".../video/1/" or
// ".../video/1#comments". A second spelling used to make a second posted item and award 50 XP
// again. The query string is kept: on some platforms it names the post (youtube.com/watch?v=…).

/** The address with its host in lower case, without a fragment or a trailing slash on the path. */
export function normalizePostUrl(address: string): string {
  const url = new URL(address); // the WHATWG parser lower-cases the scheme and host
  url.hash = "";
  if (url.pathname !== "/") url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href;
}

// First-load JavaScript of one route: the one measure behind both the bench's JavaScript section
// (scripts/bench/javascript.mjs) and the byte budgets in `npm test` (e2e/js-budget.spec.ts).

/**
 * Opens `url` in a new page of `context` and returns the encoded (as sent, compressed) bytes of
 * every script its own document's HTML names (the parser's requests), with the cache off. Scripts
 * that scripts fetch are left out: a chunk loaded once the page is up (next/dynamic: the charts,
 * the Match dialog) and Next.js prefetching linked routes. Whether those start before the load
 * event depends on the machine's speed: on a loaded CI machine /health once counted recharts
 * (118 KB) and failed its budget.
 */
export async function firstLoadScriptBytes(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const namedByHtml = new Set();
    const scriptLoader = new Map();
    const scriptBytes = new Map();
    let documentLoader;
    let loaded = false;
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.initiator.type === "parser") namedByHtml.add(event.requestId);
    });
    cdp.on("Network.responseReceived", (event) => {
      // A new page has one document: the route's (the app uses no frames).
      if (event.type === "Document") documentLoader ??= event.loaderId;
      if (event.type === "Script" && namedByHtml.has(event.requestId)) scriptLoader.set(event.requestId, event.loaderId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (!loaded && scriptLoader.has(event.requestId)) scriptBytes.set(event.requestId, event.encodedDataLength);
    });
    const response = await page.goto(url, { waitUntil: "load" });
    loaded = true;
    const landed = new URL(page.url()).pathname;
    if (response?.status() !== 200 || landed !== new URL(url, page.url()).pathname) {
      throw new Error(`${url} answered ${response?.status()} at ${landed}`);
    }
    let bytes = 0;
    for (const [requestId, size] of scriptBytes) if (scriptLoader.get(requestId) === documentLoader) bytes += size;
    return bytes;
  } finally {
    await page.close();
  }
}

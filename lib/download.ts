/**
 * A file the browser saves instead of showing it: the finance CSV, the account's export, a post's
 * calendar invite. Named both ways RFC 6266 allows, an ASCII name for old clients and the real one
 * (`filename*`, UTF-8) for the rest, and never kept by a cache: each holds one creator's data.
 */
export function downloadResponse(body: string, { contentType, fileName }: { contentType: string; fileName: string }): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "private, no-store",
    },
  });
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import "server-only";

// The webhook addresses are public: whoever calls them is unknown until the token is checked,
// which happens with the delivery itself (one statement). Their bodies are read only up to a
// size a real delivery never reaches, rather than Next.js's 10 MB default.

const MB = 1024 * 1024;

export const TOO_LARGE = (maxBytes: number) => ({
  error: `The body must be at most ${maxBytes >= MB ? `${Math.round(maxBytes / MB)} MB` : `${Math.round(maxBytes / 1024)} KB`}`,
  field: null,
});

/**
 * The request's body as bytes, or null when it is larger than `maxBytes`.
 * - A body that declares its length within the limit is read in one go: Node's HTTP parser never
 *   passes on more than the declared length. This is what every automation service sends.
 * - A body sent without a length (chunked) is read piece by piece, and reading stops at the limit.
 * Bytes rather than a copy of the request: building a second Request for .json() cost a delivery
 * about a tenth of a millisecond of the server's time (measured in a CPU profile of the webhook).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > maxBytes) return null;
    return new Uint8Array(await request.arrayBuffer());
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** What a body that isn't JSON reads as: the handler, which knows the address's owner, logs it. */
export const NOT_JSON = Symbol("not JSON");

export function parseJsonBody(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8"));
  } catch {
    return NOT_JSON;
  }
}

/** A form body's text fields (urlencoded or multipart, by `contentType`); files and unreadable forms give none. */
export async function parseFormFields(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => new FormData());
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

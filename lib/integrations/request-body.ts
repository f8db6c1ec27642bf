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
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) > maxBytes) return null;
    const body = new Uint8Array(await request.arrayBuffer());
    // A request built in code may declare less than it holds; Node's parser never does.
    return body.byteLength > maxBytes ? null : body;
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
  // A copy of its own: Buffer.concat may return a view into Node's shared pool.
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** What a body that isn't JSON reads as: the handler, which knows the address's owner, logs it. */
export const NOT_JSON = Symbol("not JSON");

export function parseJsonBody(body: Uint8Array): unknown {
  try {
    // TextDecoder drops a leading byte-order mark, as request.json() does.
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return NOT_JSON;
  }
}

/** A form body's text fields (urlencoded or multipart, by `contentType`); files and unreadable forms give none. */
export async function parseFormFields(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<Record<string, string>> {
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => new FormData());
  return Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

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
 * The request with its body read into memory, or null when the body is larger than `maxBytes`
 * (reading stops there). The copy answers .json() and .formData() like the original.
 */
export async function boundedRequest(request: Request, maxBytes: number): Promise<Request | null> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) return null;
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
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) });
}

/** What a body that isn't JSON reads as: the handler, which knows the address's owner, logs it. */
export const NOT_JSON = Symbol("not JSON");

export const readJsonBody = (request: Request): Promise<unknown> => request.json().catch(() => NOT_JSON);

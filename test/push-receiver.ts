import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import https from "node:https";
import path from "node:path";
import { rootCertificates } from "node:tls";

// A local push service endpoint, and the browser's half of Web Push: the subscription keys and
// the decryption of RFC 8291 (aes128gcm) with them. Written from the RFCs, not with the library
// that encrypts, so a mistake on the sending side can't cancel out here.
//
// Push services speak https only (and `web-push` sends nothing else), so the receiver uses a
// self-signed certificate for 127.0.0.1 from test/fixtures. The e2e server trusts it through
// NODE_EXTRA_CA_CERTS; a test process calls trustPushServiceCertificate().

export const PUSH_SERVICE_CERT = path.join(import.meta.dirname, "fixtures", "push-service-cert.pem");
const PUSH_SERVICE_KEY = path.join(import.meta.dirname, "fixtures", "push-service-key.pem");

/** Lets this process's https requests (web-push uses the global agent) reach the local receiver. */
export function trustPushServiceCertificate() {
  https.globalAgent.options.ca = [...rootCertificates, readFileSync(PUSH_SERVICE_CERT, "utf8")];
}

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  // Paths answered with a status other than 201 (e.g. 410: the browser dropped the subscription).
  const statusFor = new Map<string, number>();
  const tls = { cert: readFileSync(PUSH_SERVICE_CERT), key: readFileSync(PUSH_SERVICE_KEY) };
  const server = https.createServer(tls, async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? "/";
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(statusFor.get(path) ?? 201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    origin,
    received,
    statusFor,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const base64Url = (bytes: Buffer) => bytes.toString("base64url");

/** What a browser's PushManager.subscribe() holds: an EC P-256 key pair and a 16-byte auth secret. */
export function createBrowserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: base64Url(ecdh.getPublicKey()), authSecret: base64Url(auth) };
}

export type BrowserKeys = ReturnType<typeof createBrowserKeys>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm Web Push body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("Expected a single record");

  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hkdf(keys.auth, ecdhSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);

  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error("Bad padding");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Checks a VAPID Authorization header (RFC 8292) as a push service does: `vapid t=<JWT>, k=<key>`,
 * an ES256 signature by that key, the endpoint's origin as audience, a near expiry and a contact.
 */
export function verifyVapid(header: string | undefined, endpointOrigin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`Not a VAPID authorization: ${header}`);
  const [, jwt, key] = match;
  const [encodedHeader, encodedClaims, signature] = jwt.split(".");
  const publicKey = Buffer.from(key, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: base64Url(publicKey.subarray(1, 33)), y: base64Url(publicKey.subarray(33, 65)) };
  const valid = verify(
    "sha256",
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, "base64url").toString());
  const claims = JSON.parse(Buffer.from(encodedClaims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  const secondsLeft = claims.exp - Date.now() / 1000;
  return {
    valid: valid && jwtHeader.alg === "ES256" && claims.aud === endpointOrigin && secondsLeft > 0 && secondsLeft <= 24 * 60 * 60,
    publicKey: key,
    subject: claims.sub,
  };
}

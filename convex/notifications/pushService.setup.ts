// Not deployed (two dots in the name): a push service on the loopback for the tests of Web Push.
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";

/** A browser's device: its key pair and auth secret, and the subscription it hands in. */
export type TestDevice = {
  ecdh: ECDH;
  auth: string;
  subscription: { endpoint: string; p256dh: string; auth: string };
};

export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH("prime256v1");
  const p256dh = ecdh.generateKeys().toString("base64url");
  const auth = randomBytes(16).toString("base64url");
  return { ecdh, auth, subscription: { endpoint, p256dh, auth } };
}

/**
 * Decrypts a Web Push message for `device` (RFC 8291 over RFC 8188's aes128gcm, one record),
 * written from the RFCs rather than with the sender's library, so the test checks the protocol.
 */
export function decryptPush(body: Buffer, device: TestDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, Buffer.from(device.auth, "base64url"), keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1: records every message; answers 410 (gone) for paths starting with
 * /gone, 201 otherwise.
 */
export async function startPushService(): Promise<{
  url: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith("/gone") ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

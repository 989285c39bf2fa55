import { expect, test } from "vitest";
// Sets the deployment secret the signer needs (JWT_PRIVATE_KEY).
import "../test.setup";
import { tokenSigner } from "./signedTokens";

const files = tokenSigner("lyceum file links", "File links", 1_000);
const mail = tokenSigner("lyceum mail unsubscribe", "Unsubscribe links", 1_000);

test("a token gives back its body; a token of another purpose, or too long, gives nothing", async () => {
  const token = await files.sign('{"a":1}');
  expect(await files.verify(token)).toBe('{"a":1}');
  expect(await mail.verify(token)).toBeNull();
  expect(await tokenSigner("lyceum file links", "File links", token.length - 1).verify(token)).toBeNull();
});

test("any change to a token, even a spelling of the same bytes, gives nothing", async () => {
  const token = await files.sign("person.3");
  const [body, signature] = token.split(".") as [string, string];
  // The last character of a 32-byte signature carries two unused bits: flip one of them.
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const last = alphabet.indexOf(signature.at(-1)!);
  const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
  for (const changed of [
    `${body}.${sameBytes}`,
    `${body}x.${signature}`,
    `${body}.${signature}.`,
    `${body}`,
    `.${signature}`,
    `${body.replace(/^./, (c) => (c === "A" ? "B" : "A"))}.${signature}`,
  ]) {
    expect(await files.verify(changed)).toBeNull();
  }
});

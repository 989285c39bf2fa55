/**
 * This browser's sign-in client id: a random id kept in localStorage and sent with sign-in,
 * sign-up and reset requests, so the server can count failures per browser (Convex gives it no
 * IP address; ADR 0019). It proves nothing about a stranger, who can send any id; but it is
 * random and stays in this browser, so a browser where an address's owner signed in is
 * recognised and skips that address's sign-in queue (ADR 0055). Keep it out of URLs and logs.
 */
const KEY = "lyceum.clientId";
const PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function signInClientId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored !== null && PATTERN.test(stored)) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(KEY, created);
    return created;
  } catch {
    // Storage refused (private mode): a fresh id for this call still works, just uncounted across calls.
    return crypto.randomUUID();
  }
}

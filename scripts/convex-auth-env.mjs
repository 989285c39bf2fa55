// Gives a real Convex deployment (local or cloud) the variables Convex Auth needs, once:
// JWT_PRIVATE_KEY and JWKS (a fresh RS256 pair) and SITE_URL. Run: node scripts/convex-auth-env.mjs
import { execFileSync } from "node:child_process";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

const convex = (...args) => execFileSync("npx", ["convex", ...args], { encoding: "utf8" }).trim();

export async function ensureConvexAuthEnv(siteUrl = "http://localhost:5173") {
  let current = "";
  try {
    current = convex("env", "get", "JWT_PRIVATE_KEY");
  } catch {
    /* not set */
  }
  if (current) return false;
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const pkcs8 = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
  const jwks = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] });
  convex("env", "set", "--", "JWT_PRIVATE_KEY", pkcs8);
  convex("env", "set", "JWKS", jwks);
  convex("env", "set", "SITE_URL", siteUrl);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = await ensureConvexAuthEnv(process.argv[2]);
  console.log(changed ? "Convex Auth variables set." : "Convex Auth variables were already set.");
}

/* eslint-disable @convex-dev/no-process-env -- auth.config.ts is read by the Convex CLI when it
 * pushes, where only process.env exists. */

/**
 * Token issuers Convex accepts. Convex Auth (built in) always; Clerk when the deployment
 * has CLERK_JWT_ISSUER_DOMAIN (its "convex" JWT template issuer).
 */
const clerkIssuer = process.env.CLERK_JWT_ISSUER_DOMAIN;

export default {
  providers: [
    { domain: process.env.CONVEX_SITE_URL, applicationID: "convex" },
    ...(clerkIssuer ? [{ domain: clerkIssuer, applicationID: "convex" }] : []),
  ],
};

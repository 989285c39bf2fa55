import { useEffect } from "react";
import { useAuthAdapter } from "./adapter";

const signedOut = () => Promise.resolve(null);
let source: () => Promise<string | null> = signedOut;

/**
 * The signed-in person's Convex token for uploads (null when signed out): UploadThing's file router
 * is an HTTP action and reads it from `Authorization` (src/lib/upload.ts, ADR 0064).
 */
export function uploadToken(): Promise<string | null> {
  return source();
}

/** Hands uploads the auth adapter's `getToken`, whichever provider; rendered by AuthProvider. */
export function UploadTokenSource() {
  const { getToken } = useAuthAdapter();
  useEffect(() => {
    source = getToken;
    return () => {
      source = signedOut;
    };
  }, [getToken]);
  return null;
}

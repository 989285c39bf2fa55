import { lazy, Suspense, type ReactNode } from "react";
import { FullScreenSpinner } from "@/components/full-screen-spinner";
import { config } from "../config";
import { ConvexPasswordAuthProvider } from "./convex-auth";
import { UploadTokenSource } from "./upload-token";
import { t } from "@/lib/words/i18n";

const clerkKey = config.clerkPublishableKey;
// Only requested when a Clerk key is configured: keeps Clerk out of the default bundle.
const ClerkAuthProvider = clerkKey ? lazy(() => import("./clerk")) : null;

/** Connects Convex and the configured sign-in provider, and offers the auth adapter. */
export function AuthProvider({ children }: { children: ReactNode }) {
  if (ClerkAuthProvider && clerkKey) {
    return (
      <Suspense fallback={<FullScreenSpinner label={t("lib.auth.loadingLyceum")} />}>
        <ClerkAuthProvider publishableKey={clerkKey}>
          <UploadTokenSource />
          {children}
        </ClerkAuthProvider>
      </Suspense>
    );
  }
  return (
    <ConvexPasswordAuthProvider>
      <UploadTokenSource />
      {children}
    </ConvexPasswordAuthProvider>
  );
}

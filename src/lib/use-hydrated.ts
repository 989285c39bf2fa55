import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the build's prerender and during hydration, true from then on (ADR 0026). A prerendered
 * form keeps its submit button disabled until then: before React runs, the browser would submit
 * it natively, with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Toasts without sonner in a page's start (ADR 0093): sonner (about 9 KB gzip) is fetched with the first toast
 * (or with the toaster, which mounts after the page's load: src/components/toaster.tsx), not with the
 * code of every screen that can raise one. A toast raised before the toaster mounts is kept by
 * sonner and shown then, as before. Same calls as sonner's `toast`; nothing is returned.
 */
type Sonner = typeof import("sonner").toast;
type Kind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | null = null;
const loaded = () => (sonner ??= import("sonner").then((module) => module.toast));

// The four take the same arguments (a message, then options): typed by one of them, as a union of
// their parameter lists cannot be spread into `toast[kind]`.
const raise =
  (kind: Kind) =>
  (...args: Parameters<Sonner["success"]>): void => {
    void loaded().then((toast) => toast[kind](...args));
  };

export const toast = {
  success: raise("success"),
  error: raise("error"),
  info: raise("info"),
  warning: raise("warning"),
  dismiss: (id?: string | number): void => {
    void loaded().then((toast) => toast.dismiss(id));
  },
};

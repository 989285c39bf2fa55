import type { NavigateOptions } from "@tanstack/react-router";
import { dashboardLink } from "../current-course";

/** A same-site path to return to after login, or null for anything unsafe or pointless. */
function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return null;
  const path = target.split(/[?#]/)[0];
  if (path === "/login" || path === "/register") return null;
  return target;
}

/**
 * Where login leads: the page that was asked for (an href from the URL), else the remembered
 * course page (/dashboard/{courseId}/{courseName}), else the dashboard home.
 */
export function postLoginTarget(redirect: string | null | undefined): NavigateOptions {
  const target = safeRedirect(redirect);
  return target === null ? dashboardLink() : { href: target };
}

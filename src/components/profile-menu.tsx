import { Link, useNavigate } from "@tanstack/react-router";
import { ChevronDownIcon, LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from "lucide-react";
import { isTheme, THEME_LABELS, THEMES } from "@convex/shared/theme";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { UserAvatar } from "@/components/user-avatar";
import { useAuthAdapter } from "@/lib/auth";
import { useProfile } from "@/lib/me";
import { useTheme } from "@/lib/theme";

/**
 * The signed-in user's button in the top bar: Profile, Settings, Admin console (Admins only), the
 * theme (ADR 0086), Logout.
 */
export default function ProfileMenu() {
  const profile = useProfile();
  const { logout } = useAuthAdapter();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { theme, choose } = useTheme();

  async function handleLogout() {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      await navigate({ to: "/login" });
    }
  }

  // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable
  // (axe: aria-hidden-focus). Focus still moves into the menu, and Escape returns it to the button.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 rounded-full pr-2 pl-1" disabled={busy}>
          <UserAvatar dp={profile?.dp} className="size-8" />
          <span className="max-w-[10rem] truncate max-sm:sr-only">{profile?.displayName ?? "Account"}</span>
          <ChevronDownIcon className="text-muted-foreground size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {profile && (
          <>
            <DropdownMenuLabel className="font-normal">
              <span className="block truncate text-sm font-medium">{profile.displayName}</span>
              <span className="text-muted-foreground block truncate text-xs">{profile.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {profile?.role === "Admin" && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldIcon aria-hidden="true" />
              Admin console
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal" id="theme-menu-label">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="theme-menu-label"
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) void choose(value);
          }}
        >
          {THEMES.map((choice) => (
            <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
              {THEME_LABELS[choice]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleLogout()}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

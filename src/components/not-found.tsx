import { Link } from "@tanstack/react-router";
import { CompassIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <span className="bg-secondary text-primary flex size-14 items-center justify-center rounded-full">
        <CompassIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-primary/70 mt-6 text-sm font-semibold tracking-widest">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground mt-3">
        We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Open the dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

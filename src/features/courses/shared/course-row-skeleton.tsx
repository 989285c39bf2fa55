import { Skeleton } from "@/components/ui/skeleton";

/** The loading shape of a course row (My learning, My teaching): picture, title, facts, buttons. */
export function CourseRowSkeleton() {
  return (
    <div className="bg-card flex flex-col overflow-hidden rounded-2xl border sm:flex-row" aria-hidden="true">
      <Skeleton className="aspect-video w-full rounded-none sm:m-4 sm:me-0 sm:w-44 sm:shrink-0 sm:rounded-lg" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-8 w-72 max-w-full" />
      </div>
    </div>
  );
}

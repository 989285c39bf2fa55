/**
 * Where the deployment's UploadThing file router answers, on its HTTP-actions origin (convex/http.ts,
 * convex/accounts/uploadthingRouter.ts); the browser's `@uploadthing/react` helpers are pointed at
 * it (src/lib/upload-uploadthing.ts). Its routes are the file purposes (`FilePurpose`), one each.
 */
export const UPLOADTHING_ROUTE_PATH = "/uploadthing";

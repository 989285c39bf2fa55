// Not deployed (two dots in the name): just enough of UploadThing for a matrix cell to finish an
// upload (the full fake with its checks is in convex/uploadthing.test.ts). Undone by
// vi.unstubAllEnvs/unstubAllGlobals after each cell.
import { vi } from "vitest";
import { PNG } from "../courses/courseTests.setup";

const APP_ID = "authzmatrix";
const TOKEN = btoa(JSON.stringify({ apiKey: "sk_test_authz_matrix", appId: APP_ID, regions: ["sea1"] }));

/** Configures UploadThing and serves a PNG under every key it is asked about. */
export function fakeUploadThing(): void {
  vi.stubEnv("UPLOADTHING_TOKEN", TOKEN);
  // UTApi refuses to run where `window` exists: Convex's Node runtime has none, edge-runtime does.
  vi.stubGlobal("window", undefined);
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin === "https://api.uploadthing.com" && url.pathname === "/v6/getFileUrl") {
      const { fileKeys } = JSON.parse(String(init?.body)) as { fileKeys: string[] };
      return Response.json({ data: fileKeys.map((key) => ({ key, url: `https://utfs.io/f/${key}` })) });
    }
    if (url.hostname.endsWith(".ufs.sh")) {
      return new Response(PNG, {
        status: 206,
        headers: { "content-range": `bytes 0-${PNG.length - 1}/${PNG.length}` },
      });
    }
    return new Response("unexpected request", { status: 500 });
  });
}

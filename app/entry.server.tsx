import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isAdminPath } from "./base/admin-path";
import { redactedErrorText } from "./base/log-redaction";
import { insertIntoHead } from "./lib/pages/insert-into-head.server";
import { liveContent } from "./lib/pages/live-content.server";
import { NonceProvider } from "./lib/pages/nonce";
import { publicPageScripts } from "./lib/pages/page-scripts.server";
import { structuredDataScripts } from "./lib/pages/structured-data/index.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Set per request by the server; absent while prerendering (those pages use script hashes).
  const nonce = loadContext?.cspNonce ?? "";
  const { pathname } = new URL(request.url);
  // A public page is HTML with islands: no React Router scripts (root.tsx), and none of its route
  // data streamed into the page, which only React Router's client would read
  // (docs/decisions/0016-islands.md). The staff inbox is a React Router app, hydrated whole.
  const publicPage = !isAdminPath(pathname);
  if (publicPage) routerContext.serverHandoffStream = undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The page's JSON-LD and a public page's scripts are written into its head here.
          const jsonLd =
            responseStatusCode === 200
              ? structuredDataScripts(pathname, liveContent(loadContext))
              : "";
          const scripts = publicPage ? publicPageScripts(routerContext.manifest, nonce) : "";
          const stream = createReadableStreamFromReadable(body).pipeThrough(
            insertIntoHead(jsonLd + scripts),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(redactedErrorText(error));
        },
      },
    );
  });
}

/**
 * React Router's report of an error in a loader, an action or a render: as its default one,
 * but with the secrets a URL can carry redacted (an error's message may quote the request's
 * path, a one-time link's token with it).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A route error response (a 404, a 405) carries the error it stands for, if any.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(redactedErrorText(cause ?? error));
};

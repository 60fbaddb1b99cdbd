import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import "~/i18n/scope.server.ts";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "~/server/context.ts";
import { NonceContext } from "~/nonce.ts";
import { bootsOnIntent, withScriptsOnIntent } from "~/server/boot-on-intent.ts";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The Content-Security-Policy nonce the Worker entry sends: React Router's and React's inline scripts carry it.
  const nonce = loadContext.get(cspNonceContext) || undefined;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext value={nonce ?? ""}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell rejects above and React Router reports them; later ones only surface here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once; people get the shell first and deferred sections streamed.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The browsing pages load their script when a person shows up (decision 035).
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const html = bootsOnIntent(leaf) ? withScriptsOnIntent(body) : body;
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Hands a request to React Router. It does what @react-router/express does, with one
 * difference that matters for safety: the body is the buffer steps/hygiene.ts already read
 * within its limit, never the raw socket, so no route can be made to read more than that.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { isValidHost, requestBody } from "./hygiene";

export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      // req.host honours TRUST_PROXY (X-Forwarded-Host); one that is no host name is ignored.
      const host = isValidHost(req.host ?? "") ? req.host : "localhost";
      // The hygiene layer made originalUrl a plain path ("/...", never "//...").
      const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
      const request = new Request(url, {
        method: req.method,
        headers,
        signal: controller.signal,
        body: hasBody ? new Uint8Array(requestBody(req) ?? Buffer.alloc(0)) : undefined,
      });
      const response = await handle(request, options.getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) {
        // A route's own policy replaces the page policy's (the words editor's preview lists the
        // hashes of its page's inline scripts): two policies would both be enforced.
        if (name === "content-security-policy") res.setHeader(name, value);
        else res.append(name, value);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

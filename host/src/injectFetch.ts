import type { FastifyInstance } from 'fastify';
import { currentRequestId, REQUEST_ID_HEADER } from '@showroom/api-server';

type InjectMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

/**
 * A `fetch` that answers through `app.inject` (Request → inject → Response), so the app reads the
 * embedded /api/v2 in-process with no network hop, yet through the same api-client as a remote API.
 */
export function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    // api-client hands over a finished Request: used as it is rather than copied.
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The page's request id: the API's log lines for this call are the page's.
    const id = currentRequestId();
    if (id && !headers[REQUEST_ID_HEADER]) headers[REQUEST_ID_HEADER] = id;
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const reply = await app.inject({
      method: request.method as InjectMethod,
      url: url.pathname + url.search,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    const responseHeaders: [string, string][] = [];
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.push([name, String(item)]);
      }
    }
    const noBody = request.method === 'HEAD' || [204, 304].includes(reply.statusCode);
    const raw = reply.rawPayload;
    // The payload's own bytes, not a copy.
    return new Response(
      noBody ? null : new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.length),
      {
        status: reply.statusCode,
        statusText: reply.statusMessage,
        headers: responseHeaders,
      },
    );
  };
}

import { createShowroomClient, type ShowroomClient } from '@showroom/api-client';

let client: ShowroomClient | null = null;

/**
 * The api-client the browser uses after hydration (same origin when the API is mounted
 * in-process, else the API's origin). Created on first use, never on the server.
 */
export function browserApi(apiOrigin: string): ShowroomClient {
  client ??= createShowroomClient({
    baseUrl: apiOrigin || window.location.origin,
    fetch: (...args) => window.fetch(...args),
  });
  return client;
}

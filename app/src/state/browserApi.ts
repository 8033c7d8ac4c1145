import { createShowroomClient, type ShowroomClient } from '@showroom/api-client';

let client: ShowroomClient | null = null;

/**
 * The api-client the browser uses after hydration: the storefront's own origin, where the host
 * mounts the API or forwards a platform's (decision 0704). Created on first use, never on the server.
 */
export function browserApi(apiOrigin: string): ShowroomClient {
  client ??= createShowroomClient({
    baseUrl: apiOrigin || window.location.origin,
    fetch: (...args) => window.fetch(...args),
  });
  return client;
}

import { createServer, type Server } from 'node:http';

/**
 * A retailer's partner site for the finance widget (issue 29): a static page on an origin of its
 * own that embeds `<showroom-finance>` from the storefront, under a strict CSP (scripts only from
 * the storefront, styles only from itself). Used by e2e/finance-widget.spec.ts and the bench.
 */

export type EmbeddedWidget = { stockId: string; attributes?: Record<string, string> };

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The partner's page: a heading, some prose, and the widgets (none: the same page without them). */
export function partnerPage(storefront: string, widgets: EmbeddedWidget[]): string {
  const tags = widgets
    .map(({ stockId, attributes = {} }) => {
      const extra = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escape(value)}"`)
        .join('');
      return `<showroom-finance stock-id="${escape(stockId)}"${extra}></showroom-finance>`;
    })
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="A partner's page about cars, with their finance from the retailer.">
    <title>Cars we like | Partner blog</title>
    <link rel="stylesheet" href="/partner.css">
    ${widgets.length ? `<script type="module" src="${storefront}/embed/finance.js"></script>` : ''}
  </head>
  <body>
    <main>
      <h1>Cars we like this month</h1>
      <p>Three cars our readers asked about, with the retailer's finance for each.</p>
      ${tags}
    </main>
  </body>
</html>`;
}

const PARTNER_CSS = `body { font-family: Georgia, serif; margin: 0 auto; padding: 1rem; max-width: 48rem; color: #222; }
showroom-finance { margin: 1.5rem 0; }
`;

/** The partner page's CSP: scripts only from the storefront, styles only from the page's own origin. */
export const partnerCsp = (storefront: string) =>
  `script-src ${storefront}; style-src 'self'; object-src 'none'; base-uri 'none'`;

/**
 * Serves the partner site on each of `ports` (one origin each) on 127.0.0.1: `/` is `page()`'s
 * HTML under the strict CSP (`page` is given the address asked for: the walk names its widgets in
 * the query), `/partner.css` its stylesheet, and no icon.
 */
export async function startPartnerSite(
  ports: number[],
  storefront: string,
  page: (url: URL) => string,
): Promise<{ origins: string[]; close: () => Promise<void> }> {
  const servers: Server[] = [];
  for (const port of ports) {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://partner');
      const path = url.pathname;
      if (path === '/') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': partnerCsp(storefront),
          'cache-control': 'no-store',
        });
        response.end(page(url));
      } else if (path === '/partner.css') {
        response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        response.end(PARTNER_CSS);
      } else if (path === '/favicon.ico') {
        // The partner's own site has no icon: nothing, rather than a 404 in the console.
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not found');
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    servers.push(server);
  }
  return {
    origins: ports.map((port) => `http://127.0.0.1:${port}`),
    close: () =>
      Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      ).then(() => undefined),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type TestHost } from './helpers/host.ts';

/**
 * `npm start` reads the reference API's own settings too (docs/operating.md, "The environment"):
 * the same variables as the API started on its own.
 */
describe('the host passes the API its configuration', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({ RATE_LIMIT_ORDERS_MAX: '1' });
  });
  afterAll(() => host.close());

  it('RATE_LIMIT_ORDERS_MAX limits order creation through the storefront’s port', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await host.app.inject({
        method: 'POST',
        url: '/api/v2/website-orders/order',
        headers: { 'content-type': 'application/json', 'idempotency-key': `host-config-${i}-key` },
        payload: '{}',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 429]);
  });
});

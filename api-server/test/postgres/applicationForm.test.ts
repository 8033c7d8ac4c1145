/**
 * A sent finance application is marked on its order before the API says it was stored (contract
 * submitForm, 201): the storefront reads the order back at once and takes
 * `application_form_submitted` as the truth. On PostgreSQL the mark is a write of its own, so with
 * the order's row locked by another client the 201 must wait for it, and the order read back
 * after the 201 shows the application sent.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, hasPostgres, postgresMissing } from '../helpers/postgres.ts';
import { availableStockIds, orderBody, startNode } from '../helpers/server.ts';

/** Long enough for the form's own insert to answer many times over on this machine. */
const WHILE_LOCKED_MS = 750;

describe.skipIf(!hasPostgres)(
  `a sent application on PostgreSQL${hasPostgres ? '' : ` (skipped: ${postgresMissing})`}`,
  () => {
    let url: string;
    let node: Awaited<ReturnType<typeof startNode>>;
    beforeAll(async () => {
      url = await createDatabase();
      node = await startNode(url, { seed: { count: 10 }, holdSweepMs: 0 });
    });
    afterAll(() => node.app.close());

    it('is marked on its order before the 201', async () => {
      const [stockId] = await availableStockIds(node);
      const created = await node.call('POST', '/api/v2/website-orders/order', {
        json: orderBody(stockId!),
        headers: { 'Idempotency-Key': 'application-form-pg-1' },
      });
      expect(created.status).toBe(201);
      const guid = created.body.data.guid as string;

      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      let answeredWhileLocked = false;
      let submitted: ReturnType<typeof node.call> | undefined;
      try {
        await locker.query('BEGIN');
        await locker.query('SELECT guid FROM orders WHERE guid = $1 FOR UPDATE', [guid]);
        submitted = node.call('POST', '/api/v2/form-submit', {
          form: {
            form_id: '3',
            first_name: 'Ann',
            last_name: 'Lee',
            email: 'ann@example.com',
            enquiry_type: 'Finance application',
            payload: JSON.stringify({ guid }),
          },
        });
        const waited = new Promise<'waiting'>((resolve) =>
          setTimeout(() => resolve('waiting'), WHILE_LOCKED_MS),
        );
        answeredWhileLocked = (await Promise.race([submitted, waited])) !== 'waiting';
      } finally {
        await locker.query('COMMIT');
        await locker.end();
      }
      const answer = await submitted!;
      expect(answer.status).toBe(201);
      expect(answeredWhileLocked).toBe(false);
      const order = await node.call('GET', `/api/v2/website-orders/order/${guid}`);
      expect(order.body.data.application_form_submitted).toBe(true);
    });
  },
);

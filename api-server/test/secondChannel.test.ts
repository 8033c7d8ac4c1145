import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUBJECT_TO_STATUS, resolveTenantConfig } from '@showroom/core';
import { runSecondChannel, type SecondChannelResult } from '../../core/examples/secondChannel.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * core/README.md's second channel: a plain Node script that runs a whole deal with only
 * @showroom/core and @showroom/api-client, against a real reference API listening on a port. The
 * reservation it makes is read back through the API as any other client would read it.
 */
describe('a second channel over core and the API client', () => {
  let server: TestServer;
  let result: SecondChannelResult;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    result = await runSecondChannel({ baseUrl: server.base, log: (line) => lines.push(line) });
  });
  afterAll(() => server.close());

  it('reserves the vehicle: the order read back is reserved, with the deposit of the order config paid', async () => {
    const config = await server.call('GET', '/api/v2/website-orders/config');
    const order = await server.call('GET', `/api/v2/website-orders/order/${result.orderReference}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      guid: result.orderReference,
      vehicle: result.vehicle.stock_id,
      status: 'STATUS_RESERVED',
      payment_type: 'OUTRIGHT_DEPOSIT',
    });
    expect(order.body.data.payments.map((p: { amount: number }) => p.amount)).toEqual([
      config.body.data.reservation_form.deposit_amount,
    ]);
  });

  it('showed the quote the API gives for the settings the deal asked with', async () => {
    const quote = result.quote!;
    expect(quote).not.toBeNull();
    const finance = await server.call('GET', '/api/v2/vehicle-finance', {
      query: {
        stock_ids: String(result.vehicle.stock_id),
        term: quote.Term,
        mileage: quote.AnnualMileage ?? 8000,
        deposit: quote.Deposit,
        deposit_type: 'amount',
      },
    });
    const answered = finance.body.data[0];
    const same = [answered.pcpQuote, answered.hpQuote, answered.csQuote].find(
      (q: { key?: string } | null) => q?.key === quote.key,
    );
    expect(same.RegularPayment).toBe(quote.RegularPayment);
  });

  it('shows beside the quote the broker and status text the API serves, not a demo tenant’s', async () => {
    const broker = {
      registeredName: 'Ridings Cars Ltd',
      firmReferenceNumber: '700123',
      commission: 'We receive a fixed fee from the lender.',
    };
    const own = await startServer({ tenant: resolveTenantConfig({ broker }) });
    try {
      const seen: string[] = [];
      const run = await runSecondChannel({ baseUrl: own.base, log: (line) => seen.push(line) });
      const quote = run.quote!;
      expect(run.smallPrint).toBe(
        `Ridings Cars Ltd (FCA firm reference number 700123) is a credit broker, not a lender, and finance is provided by ${quote.Lender}. We receive a fixed fee from the lender. ${DEFAULT_SUBJECT_TO_STATUS}`,
      );
      expect(seen).toContain(`Small print: ${run.smallPrint}`);
    } finally {
      await own.close();
    }
  });

  it('tells the quote, the order reference and the reservation', () => {
    expect(lines.find((line) => line.startsWith('Quote: '))).toMatch(
      /^Quote: (PCP|HP|CS): \d+ payments of £/,
    );
    expect(lines).toContain(`Order: ${result.orderReference}`);
    expect(lines.at(-1)).toBe(
      `Reservation: order ${result.orderReference} is STATUS_RESERVED, deposit paid £99`,
    );
  });
});

import { test, expect, type APIRequestContext } from '@playwright/test';
import { formatPounds } from '@showroom/core';
import {
  deal,
  ownShopperAddress,
  payByCard,
  shopper,
  startReservation,
  vdp,
  type StockVehicle,
} from './deal-fixtures.ts';
import type { SinkMessage } from './mail-sink/sink.ts';

/**
 * Leads reach people by e-mail: a shopper reserves a car in the browser with the card
 * 4242 4242 4242 4242, and the receipt they get (read from the real SMTP server the storefront
 * sends to, e2e/mail-sink) names the amount they paid, their order and the car; the branch is
 * told too, and neither e-mail carries the card number.
 */

const sinkUrl = () => {
  const url = process.env.E2E_MAIL_SINK;
  if (!url) throw new Error('E2E_MAIL_SINK is set by e2e/playwright.config.ts');
  return url;
};

async function messagesTo(request: APIRequestContext, address: string): Promise<SinkMessage[]> {
  const response = await request.get(`${sinkUrl()}/messages?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** A car nobody else's journey reserves: used, over £30,000, the last available of the list. */
async function carToReserve(request: APIRequestContext): Promise<StockVehicle> {
  const response = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&min_price=30001&sort=price-desc&resultsPerPage=50',
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: (StockVehicle & { reservation_status: string | null; reserved: boolean | null })[];
  };
  const free = data.filter((v) => v.reservation_status === 'Available' && !v.reserved);
  expect(free.length, 'demo stock has available used cars above £30,000').toBeGreaterThan(0);
  return free[free.length - 1]!;
}

test('a reservation paid with 4242 4242 4242 4242 sends the shopper a receipt: amount, order reference and car', async ({
  page,
  request,
}) => {
  await ownShopperAddress(page, '198.51.100.28');
  const vehicle = await carToReserve(request);

  await page.goto(vdp(vehicle));
  const panel = await startReservation(page);
  const pay = panel.getByRole('button', { name: /^Pay / });
  const amount = /£[\d,.]+/.exec((await pay.textContent()) ?? '')?.[0];
  expect(amount, 'the Pay button names the deposit').toBeTruthy();
  await payByCard(panel, '4242 4242 4242 4242');
  await expect(
    deal(page).getByRole('heading', { name: 'This vehicle is reserved for you' }),
  ).toBeVisible();

  // The receipt arrives once the outbox's dispatcher has sent it (every 500 ms in the journeys).
  let receipt: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        const mails = await messagesTo(request, shopper.email);
        receipt = mails.find(
          (m) => m.eventType === 'deposit.taken' && m.text.includes(`Car: ${vehicle.name}`),
        );
        return Boolean(receipt);
      },
      { timeout: 30_000, message: "the shopper's deposit receipt reached the SMTP server" },
    )
    .toBe(true);

  expect(receipt!.recipients).toEqual([shopper.email]);
  expect(receipt!.subject).toBe(`Your ${amount} deposit receipt: ${vehicle.name}`);
  expect(receipt!.text).toContain(`Deposit paid: ${amount}`);
  expect(receipt!.text).toContain('Paid with: Card ending 4242');
  expect(receipt!.text).toContain(`Car: ${vehicle.name}`);

  // The order reference is the order the page made, and that order holds the payment.
  const reference = /Order reference: ([0-9a-f-]{36})/.exec(receipt!.text)?.[1];
  expect(reference, 'the receipt names the order').toBeTruthy();
  const stored = await request.get(`/api/v2/website-orders/order/${reference}`);
  expect(stored.status()).toBe(200);
  const order = (await stored.json()).data as {
    vehicle: number;
    payments: { amount: number }[];
  };
  expect(order.vehicle).toBe(vehicle.stock_id);
  expect(order.payments.map((p) => formatPounds(p.amount, { pence: 'always' }))).toEqual([amount]);

  // The branch heard of the same deposit, and no e-mail carries the card number.
  const id = receipt!.messageId.replace(/^<|\.shopper@.*$/g, '');
  const all = await messagesTo(request, '');
  const branch = all.find((m) => m.messageId.startsWith(`<${id}.branch@`));
  expect(branch?.subject).toContain(`Deposit taken: ${vehicle.name}`);
  expect(branch?.text).toContain(`Order reference: ${reference}`);
  for (const mail of [receipt!, branch!]) {
    expect(mail.raw.replace(/=\r?\n/g, '')).not.toMatch(/4242\s?4242\s?4242\s?4242/);
  }
});

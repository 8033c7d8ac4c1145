import { test, expect } from '@playwright/test';
import { deal, financeableVehicles, vdp } from './deal-fixtures.ts';

/**
 * Issue 43: a message longer than the API takes is never cut without a word. The field keeps
 * every character the shopper pasted and says how long it is and the most we can send.
 */
test('a pasted message over 5,000 characters is kept and the field says so', async ({
  page,
  request,
}) => {
  const [car] = await financeableVehicles(request, { count: 1, fromTheEnd: true });
  await page.goto(vdp(car!, '?enquiry'));
  const panel = deal(page);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  const message = panel.getByLabel('Your message');
  await message.focus();
  // As a paste arrives: one insertion of the whole text.
  await page.keyboard.insertText('a'.repeat(5312));
  await expect.poll(async () => (await message.inputValue()).length).toBe(5312);
  await expect(panel).toContainText(
    'Your message is 5,312 characters; the most we can send is 5,000',
  );
});

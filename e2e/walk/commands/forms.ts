import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { currentCar, onVehiclePage, type Model } from '../model.ts';
import { customer, deal, enquiry, sent, testDrive, vdp } from '../selectors.ts';
import { closeDeal, dealScope, expectFocusInside, openDeal, settle, type World } from '../world.ts';
import { expectOutcome, WalkCommand } from './command.ts';
import { SHOPPER } from './reserve.ts';

/** Opens a form of the deal builder by one of its buttons; returns the deal's scope. */
async function openForm(
  model: Model,
  world: World,
  fromListing: boolean,
  button: (scope: Locator) => Locator,
): Promise<Locator> {
  const { page } = world;
  const inPanel = async () => {
    const scope = await openDeal(world, model);
    const control = button(scope);
    if (!(await control.isVisible())) return null;
    await control.click();
    return scope;
  };
  let scope = fromListing ? null : await inPanel();
  if (!scope) {
    await closeDeal(world, model);
    await vdp.listingEnquire(page).click();
    if (world.phone) {
      await expect(vdp.dialog(page)).toBeVisible({ timeout: 20_000 });
      model.deal!.dialogOpen = true;
    }
    await settle(world, model);
    scope = dealScope(world);
  }
  return scope;
}

const LONG_MESSAGE = 'I would like to know more about this car and its history. '.repeat(200);

/** Send an enquiry (the listing summary's Enquire or the deal builder's), a short or a long message. */
export class SendEnquiry extends WalkCommand {
  readonly kind = 'enquiry';
  constructor(
    readonly fromListing: boolean,
    readonly long: boolean,
  ) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    const d = model.deal;
    return (
      onVehiclePage(model as Model) &&
      d !== null &&
      ['build', 'unavailable', 'reserved', 'enquiry', 'test-drive'].includes(d.step) &&
      !d.sent.includes('enquiry')
    );
  }
  toString(): string {
    return `send an enquiry${this.fromListing ? ' (Enquire in the listing summary)' : ''}${
      this.long ? `, a message of ${LONG_MESSAGE.length} characters` : ''
    }`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await openForm(model, world, this.fromListing, deal.enquire);
    const form = enquiry.form(scope);
    await expect(form).toBeVisible();
    await expectFocusInside(world, 'after Enquire');
    model.deal!.step = 'enquiry';
    await customer.firstName(form).fill(SHOPPER.firstName);
    await customer.lastName(form).fill(SHOPPER.lastName);
    await customer.email(form).fill(SHOPPER.email);
    await customer.telephone(form).fill(SHOPPER.telephone);
    await enquiry
      .message(form)
      .fill(this.long ? LONG_MESSAGE : 'Is it still available to see on Saturday?');
    await enquiry.send(form).click();
    await expect(
      sent.success(scope).or(sent.failure(scope)).or(sent.refused(form)).first(),
    ).toBeVisible({ timeout: 20_000 });
    if (await sent.success(scope).isVisible()) {
      model.enquiries += 1;
      model.deal!.sent.push('enquiry');
      world.log.push('    the enquiry is sent');
      return;
    }
    // Refused: the shopper must be able to see why, where they pressed Send, and be taken there.
    const problem = sent.failure(scope).or(sent.refused(form)).first();
    const text = (await problem.innerText()).replace(/\s+/g, ' ');
    world.log.push(`    refused: "${text}"`);
    const seen = await problem.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const inView = box.top >= 0 && box.bottom <= window.innerHeight;
      const focused = element.contains(document.activeElement);
      return { inView, focused };
    });
    expectOutcome(
      this,
      this.long && seen.inView && seen.focused,
      `the enquiry was refused with "${text}"${
        seen.inView ? '' : ' out of view'
      }${seen.focused ? '' : ', and focus is not on it'}`,
    );
  }
}

/** Opening hours of a branch, by day of the week (0 Sunday), as minutes since midnight. */
type Hours = Record<number, { opens: number; closes: number }>;

function hoursOf(branch: {
  opening_hours?: { days: string; opens: string | null; closes: string | null }[];
}): Hours {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const days: Record<string, number[]> = {
    'Monday to Friday': [1, 2, 3, 4, 5],
    'Monday to Saturday': [1, 2, 3, 4, 5, 6],
    Saturday: [6],
    Sunday: [0],
  };
  const hours: Hours = {};
  for (const row of branch.opening_hours ?? [])
    for (const day of days[row.days] ?? [])
      if (row.opens && row.closes)
        hours[day] = { opens: minutes(row.opens), closes: minutes(row.closes) };
  return hours;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

/** Book a test drive: a day from today to a fortnight ahead, one of the times offered. */
export class BookTestDrive extends WalkCommand {
  readonly kind = 'test-drive';
  override opensSomething = false;
  constructor(
    readonly daysAhead: number,
    readonly slot: number,
  ) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    const d = model.deal;
    return (
      onVehiclePage(model as Model) &&
      d !== null &&
      d.step === 'build' &&
      !d.sent.includes('test-drive')
    );
  }
  toString(): string {
    return `book a test drive ${this.daysAhead === 0 ? 'today' : `in ${this.daysAhead} days`} at ${
      SLOTS[this.slot % SLOTS.length]
    }`;
  }
  protected async act(model: Model, world: World): Promise<void> {
    const scope = await this.dealAt(model, world, ['build']);
    if (!scope) return;
    const button = deal.testDrive(scope);
    if (!(await button.isVisible())) {
      world.log.push('    no test drive offered here');
      return;
    }
    await button.click();
    const form = testDrive.form(scope);
    await expect(form).toBeVisible();
    await expectFocusInside(world, 'after “Book a test drive”');
    model.deal!.step = 'test-drive';
    // The shopper's today is the browser's.
    const now = await world.page.evaluate(() => {
      const d = new Date();
      return { date: d.toISOString().slice(0, 10), minutes: d.getHours() * 60 + d.getMinutes() };
    });
    const day = new Date(`${now.date}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + this.daysAhead);
    const date = day.toISOString().slice(0, 10);
    const time = SLOTS[this.slot % SLOTS.length]!;
    const slotMinutes = Number(time.slice(0, 2)) * 60;
    await customer.firstName(form).fill(SHOPPER.firstName);
    await customer.lastName(form).fill(SHOPPER.lastName);
    await customer.email(form).fill(SHOPPER.email);
    await customer.telephone(form).fill(SHOPPER.telephone);
    await testDrive.date(form).fill(date);
    await testDrive.time(form).selectOption(time);
    await testDrive.send(form).click();
    await expect(
      sent.success(scope).or(sent.failure(scope)).or(sent.refused(form)).first(),
    ).toBeVisible({ timeout: 20_000 });
    const accepted = await sent.success(scope).isVisible();

    // Whether the branch could have the car out then: not in the past (an hour's grace either
    // way for the UK's summer time), and within its opening hours that day.
    const car = currentCar(model)!;
    const vehicle = await world.api.vehicle(car.stockId);
    const branches = (await world.api.branches()) as { slug: string; name: string }[];
    const branch = branches.find((b) => b.slug === vehicle.site?.slug);
    const open = branch ? hoursOf(branch as never)[day.getUTCDay()] : undefined;
    const past = this.daysAhead === 0 && slotMinutes + 60 <= now.minutes;
    const outOfHours =
      open !== undefined && (slotMinutes < open.opens || slotMinutes >= open.closes);
    const closed = branch !== undefined && open === undefined;
    const impossible = past || outOfHours || closed;
    const borderline = this.daysAhead === 0 && Math.abs(slotMinutes - now.minutes) < 60;
    world.log.push(
      `    ${date} ${time} at ${branch?.name ?? 'an unknown branch'}: ${accepted ? 'accepted' : 'refused'}`,
    );
    if (borderline) return;
    if (impossible) {
      expectOutcome(
        this,
        !accepted,
        `a test drive on ${date} at ${time} was accepted: ${
          past
            ? 'that time has passed'
            : `${branch?.name} ${closed ? 'is closed' : `opens ${hhmm(open!.opens)}–${hhmm(open!.closes)}`} on ${DAYS[day.getUTCDay()]}s`
        }`,
      );
      return;
    }
    expectOutcome(this, accepted, `a test drive on ${date} at ${time} was refused`);
    model.testDrives += 1;
    model.deal!.sent.push('test-drive');
    const confirmation = (await scope.innerText()).replace(/\s+/g, ' ');
    const longDate = day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    expectOutcome(
      this,
      confirmation.includes(time) &&
        confirmation.includes(longDate) &&
        (!branch || confirmation.includes(branch.name)),
      `the confirmation does not repeat the date (${longDate}), time (${time}) and branch (${branch?.name})`,
    );
  }
}

export const formCommands = [
  fc
    .tuple(fc.boolean(), fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)))
    .map(([fromListing, long]) => new SendEnquiry(fromListing, long)),
  fc
    .tuple(fc.integer({ min: 0, max: 13 }), fc.nat(SLOTS.length - 1))
    .map(([days, slot]) => new BookTestDrive(days, slot)),
];

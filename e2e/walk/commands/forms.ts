import { expect, type Locator } from '@playwright/test';
import fc from 'fast-check';
import { currentCar, dealAtStep, type Model } from '../model.ts';
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
/** The shopper's contact on an enquiry or test-drive form: name, e-mail, telephone, postcode, terms ticked. */
async function fillLeadContact(form: Locator): Promise<void> {
  await customer.firstName(form).fill(SHOPPER.firstName);
  await customer.lastName(form).fill(SHOPPER.lastName);
  await customer.email(form).fill(SHOPPER.email);
  await customer.telephone(form).fill(SHOPPER.telephone);
  await customer.postcode(form).fill(SHOPPER.postcode);
  await customer.terms(form).check();
}

export class SendEnquiry extends WalkCommand {
  readonly kind = 'enquiry';
  constructor(
    readonly fromListing: boolean,
    readonly long: boolean,
  ) {
    super();
  }
  applies(model: Readonly<Model>): boolean {
    const d = dealAtStep(model, 'build', 'unavailable', 'reserved', 'enquiry', 'test-drive');
    return d !== null && !d.sent.includes('enquiry');
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
    await fillLeadContact(form);
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

/** How many times a day the shopper may choose among (the n-th of those offered, modulo). */
const SLOT_CHOICES = 16;

/** Book a test drive: one of the days the form offers, one of the times offered that day. */
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
    const d = dealAtStep(model, 'build');
    return d !== null && !d.sent.includes('test-drive');
  }
  toString(): string {
    return `book a test drive on the ${this.daysAhead + 1}. day offered, at its ${this.slot + 1}. time`;
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
    await fillLeadContact(form);
    // The form offers only the days and times the car's branch can give (issue 24, defect 9): the
    // shopper picks one of each, and whatever is offered must be accepted.
    const days = (
      await testDrive
        .date(form)
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    if (days.length === 0) {
      world.log.push('    no test-drive day offered');
      return;
    }
    const date = days[this.daysAhead % days.length]!;
    await testDrive.date(form).selectOption(date);
    const times = (
      await testDrive
        .time(form)
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    expectOutcome(this, times.length > 0, `the day ${date} is offered with no time`);
    const time = times[this.slot % times.length]!;
    await testDrive.time(form).selectOption(time);
    await testDrive.send(form).click();
    await expect(
      sent.success(scope).or(sent.failure(scope)).or(sent.refused(form)).first(),
    ).toBeVisible({ timeout: 20_000 });
    const accepted = await sent.success(scope).isVisible();
    const car = currentCar(model)!;
    const vehicle = await world.api.vehicle(car.stockId);
    const branches = (await world.api.branches()) as { slug: string; name: string }[];
    const branch = branches.find((b) => b.slug === vehicle.site?.slug);
    world.log.push(
      `    ${date} ${time} at ${branch?.name ?? 'an unknown branch'}: ${accepted ? 'accepted' : 'refused'}`,
    );
    expectOutcome(this, accepted, `a test drive offered on ${date} at ${time} was refused`);
    model.testDrives += 1;
    model.deal!.sent.push('test-drive');
    const confirmation = (await scope.innerText()).replace(/\s+/g, ' ');
    const longDate = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
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
    .tuple(fc.integer({ min: 0, max: 13 }), fc.nat(SLOT_CHOICES - 1))
    .map(([days, slot]) => new BookTestDrive(days, slot)),
];

import { describe, expect, it } from 'vitest';
import { CONTINUE_NOTE_KEYS, MESSAGES, message, type ContinueBlock } from '../../src/index.ts';

/**
 * Why Continue waits is told in the catalogue's words, which a tenant may reword
 * (requirement ARCH-14; docs/decisions/0207): every reason the deal view gives has its own text.
 */
describe('why Continue waits', () => {
  const blocks: ContinueBlock[] = [
    'availability-unknown',
    'quote-failed',
    'no-quote',
    'quote-pending',
  ];

  it('names a catalogue text for every reason, a different one each', () => {
    const keys = blocks.map((block) => CONTINUE_NOTE_KEYS[block]);
    for (const key of keys) expect(Object.hasOwn(MESSAGES, key)).toBe(true);
    expect(new Set(keys).size).toBe(blocks.length);
  });

  it('says what the shopper has been told so far', () => {
    expect(blocks.map((block) => message(CONTINUE_NOTE_KEYS[block]))).toEqual([
      'We could not check that this car is still available just now. Try again in a moment.',
      'We need a quote for your choices before you continue.',
      'Finance is not available with these choices: change them, or choose another way to pay, to continue.',
      'Getting your quote…',
    ]);
  });

  it("takes the tenant's wording", () => {
    const tenant = { messages: { continueQuotePending: 'One moment: pricing your finance.' } };
    expect(message(CONTINUE_NOTE_KEYS['quote-pending'], {}, tenant)).toBe(
      'One moment: pricing your finance.',
    );
  });
});

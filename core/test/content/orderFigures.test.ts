import { describe, expect, it } from 'vitest';
import { unknownPlaceholders, withOrderFigures } from '../../src/index.ts';

describe('withOrderFigures', () => {
  it('writes the configured deposit and admin fee in, as the shopper reads money', () => {
    expect(
      withOrderFigures(
        '<p>Reserve with a fully refundable {deposit} deposit; admin {admin_fee}.</p>',
        {
          deposit: 199,
          admin_fee: 129.5,
        },
      ),
    ).toBe('<p>Reserve with a fully refundable £199 deposit; admin £129.50.</p>');
  });

  it('leaves text without placeholders as it is', () => {
    expect(withOrderFigures('<p>Open on Sundays</p>', { deposit: 1, admin_fee: 0 })).toBe(
      '<p>Open on Sundays</p>',
    );
  });
});

describe('unknownPlaceholders', () => {
  it('names the placeholders that are not order figures', () => {
    expect(unknownPlaceholders('{deposit} {admin_fee} {fee} {price}')).toEqual(['fee', 'price']);
    expect(unknownPlaceholders('Reserve with {deposit}')).toEqual([]);
  });
});

import { validateTelephone } from '@showroom/core';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from '../src/seed/branches.ts';
import { demoContent } from '../src/seed/content.ts';
import { rangeReviews } from '../src/seed/rangeReviews.ts';
import { demoVehicles } from '../src/seed/vehicles.ts';

/**
 * The numbers Ofcom keeps for TV and radio drama (never allocated): each a block of 1,000 that
 * starts with these eight digits and ends with any three.
 */
const DRAMA_BLOCKS = [
  '01134960', // Leeds 0113 496 0xxx
  '01144960', // Sheffield
  '01154960', // Nottingham
  '01164960', // Leicester
  '01174960', // Bristol
  '01184960', // Reading
  '01214960', // Birmingham
  '01314960', // Edinburgh
  '01414960', // Glasgow
  '01514960', // Liverpool
  '01614960', // Manchester
  '01914980', // Tyneside 0191 498 0xxx
  '02079460', // London 020 7946 0xxx
  '02896496', // Northern Ireland 028 9649 6xxx
  '02920180', // Cardiff 029 2018 0xxx
  '01632960', // no area: 01632 960xxx
  '07700900', // mobile 07700 900xxx
  '08081570', // freephone 08081 570xxx
  '09098790', // premium rate 0909 879 0xxx
  '03069990', // UK-wide 03069 990xxx
];

const inDramaRange = (phone: string) => {
  const digits = phone.replace(/[\s()-]/g, '');
  return /^0\d{10}$/.test(digits) && DRAMA_BLOCKS.some((block) => digits.startsWith(block));
};

/** Anything in the text that reads as a UK telephone number (0 then 9–10 more digits, spaced). */
const phonesIn = (text: string) =>
  [...text.matchAll(/(?<![\d£.,])0\d{2,4}[ -]?\d{3,4}[ -]?\d{3,4}(?![\d,])/g)].map((m) => m[0]);

describe('demo telephone numbers', () => {
  const stock = demoVehicles();
  const seeded = JSON.stringify({ stock, content: demoContent(rangeReviews(stock)) });
  const phones = new Set([
    ...DEMO_BRANCHES.map((b) => b.telephone),
    ...stock.flatMap((v) => (v.company.telephone ? [v.company.telephone] : [])),
    ...phonesIn(seeded),
  ]);

  it('finds the numbers it checks (branches and the vehicles’ company line)', () => {
    expect(phones.size).toBeGreaterThanOrEqual(DEMO_BRANCHES.length);
    for (const branch of DEMO_BRANCHES)
      expect(phonesIn(branch.telephone)).toEqual([branch.telephone]);
  });

  it('every one is a valid UK number from a range Ofcom keeps for drama', () => {
    const wrong = [...phones].filter((p) => validateTelephone(p) !== null || !inDramaRange(p));
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_TENANT_CONFIG,
  FINANCE_WIDGET_MESSAGES,
  MESSAGES,
  message,
  messageOf,
  resolveTenantConfig,
} from '../../src/index.ts';
import { KEY_FACT_KEYS } from '../../src/tenant/tenantConfig.ts';
import { fillTemplate } from '../../src/tenant/template.ts';

describe('resolveTenantConfig', () => {
  it('gives the defaults for nothing', () => {
    expect(resolveTenantConfig(undefined)).toEqual(DEFAULT_TENANT_CONFIG);
    expect(resolveTenantConfig(null)).toEqual(DEFAULT_TENANT_CONFIG);
    expect(resolveTenantConfig('nonsense')).toEqual(DEFAULT_TENANT_CONFIG);
  });

  it('deep-merges nested flags', () => {
    const config = resolveTenantConfig({
      ulez: true,
      vehicleConfig: { leftAlignPricing: true },
      formIds: { testDrive: 'td-1' },
      carDrivingReview: { excludedParagraphs: ['verdict', 3] },
      customErrorMessages: { a: 'b', bad: 1 },
      listingCardStyle: 'compact',
      locationOptions: { source: 'location' },
      keyFeatureOrder: ['mileage', 'year', 'wings', 'year'],
      repExample: false,
      siteName: 'Leeds Cars',
    });
    expect(config.ulez).toBe(true);
    expect(config.vehicleConfig.leftAlignPricing).toBe(true);
    expect(config.formIds).toEqual({ testDrive: 'td-1', enquiry: null });
    expect(config.carDrivingReview.excludedParagraphs).toEqual(['verdict']);
    expect(config.customErrorMessages).toEqual({ a: 'b' });
    expect(config.listingCardStyle).toBe('compact');
    expect(config.locationOptions).toEqual({ showTag: true, source: 'location' });
    expect(config.keyFeatureOrder).toEqual(['mileage', 'year']);
    expect(config.repExample).toBe(false);
    expect(config.siteName).toBe('Leeds Cars');
  });

  it('ignores values of the wrong type', () => {
    const config = resolveTenantConfig({
      ulez: 'yes',
      siteName: 7,
      formIds: { testDrive: 5 },
      priceIndicatorBadgeLevels: 'great',
      vehicleConfig: [],
      listingCardStyle: 'fancy',
      locationOptions: { source: 'moon' },
      customErrorMessages: ['x'],
    });
    expect(config).toEqual(DEFAULT_TENANT_CONFIG);
  });

  it('accepts a null form id', () => {
    expect(resolveTenantConfig({ formIds: { enquiry: null } }).formIds.enquiry).toBeNull();
  });

  it('resolving never throws and always yields a boolean ulez flag', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const config = resolveTenantConfig(json);
        return (
          typeof config.ulez === 'boolean' &&
          config.keyFeatureOrder.every((k) => KEY_FACT_KEYS.includes(k))
        );
      }),
    );
  });

  it('resolving a resolved config is the identity', () => {
    fc.assert(
      fc.property(
        fc.record({ ulez: fc.boolean(), siteName: fc.string(), bannerBorder: fc.boolean() }),
        (partial) => {
          const once = resolveTenantConfig(partial);
          expect(resolveTenantConfig(once)).toEqual(once);
        },
      ),
    );
  });
});

describe('message catalogue', () => {
  it('holds the texts the spec quotes', () => {
    expect(MESSAGES).toMatchObject({
      buildYourDeal: 'Build your deal',
      checkout: 'Checkout',
      payMonthly: 'Pay Monthly',
      payInFull: 'Pay In Full',
      backToResults: 'Back to results',
      save: 'Save',
      saved: 'Saved',
      compare: 'Compare',
      comparing: 'Comparing',
      imageComingSoon: 'Image coming soon',
      close: 'Close',
      similarCars: 'Similar cars',
      browseCars: 'Browse cars',
      vehicleReserved: 'This vehicle is currently reserved',
      viewSimilar: 'View similar',
      availableToOrder: 'Available To Order',
      motHeading: 'Vehicle MOT History',
      showMore: 'Show more',
      showLess: 'Show less',
      enquirySuccess: 'Thank you for your enquiry',
      enquiryFailureTitle: 'Sorry, there was a problem',
      enquiryFailureBody: 'Please try again or contact us if the problem persists.',
      recaptchaFailed: 'Sorry, you failed the reCaptcha check. Please refresh and try again.',
      optionalExtrasBanner: 'Includes {price} of optional extras!',
    });
  });

  it('fills placeholders', () => {
    expect(message('galleryCounter', { n: 2, total: 10 })).toBe('2 of 10');
    expect(message('close')).toBe('Close');
  });

  it('leaves unknown placeholders as written', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillTemplate('{a}')).toBe('{a}');
  });

  it('applies tenant overrides', () => {
    const tenant = resolveTenantConfig({
      messages: { save: 'Favourite', galleryCounter: '{n}/{total}' },
    });
    expect(message('save', {}, tenant)).toBe('Favourite');
    expect(message('galleryCounter', { n: 1, total: 4 }, tenant)).toBe('1/4');
    expect(message('saved', {}, tenant)).toBe('Saved');
  });

  it('keeps the finance widget’s texts in the catalogue, where a tenant overrides them alike', () => {
    for (const [key, text] of Object.entries(FINANCE_WIDGET_MESSAGES))
      expect(MESSAGES[key as keyof typeof MESSAGES], key).toBe(text);
    const tenant = resolveTenantConfig({ messages: { financeWidgetRetry: 'Retry' } });
    expect(messageOf(FINANCE_WIDGET_MESSAGES, 'financeWidgetRetry', {}, tenant)).toBe('Retry');
    expect(message('financeWidgetRetry', {}, tenant)).toBe('Retry');
    expect(messageOf(FINANCE_WIDGET_MESSAGES, 'readMore', {}, tenant)).toBe('Read more');
    expect(messageOf({ count: '{n} cars' }, 'count', { n: 3 })).toBe('3 cars');
  });
});

describe('tenant colours', () => {
  it('keeps #rgb and #rrggbb colours and the defaults for anything else', () => {
    const ok = resolveTenantConfig({ themeColour: '#7A1F2B', backgroundColour: '#fff' });
    expect([ok.themeColour, ok.backgroundColour]).toEqual(['#7A1F2B', '#fff']);
    for (const bad of ['red', '#12345', '"><script>', 7, null]) {
      const config = resolveTenantConfig({ themeColour: bad, backgroundColour: bad });
      expect([config.themeColour, config.backgroundColour]).toEqual([
        DEFAULT_TENANT_CONFIG.themeColour,
        DEFAULT_TENANT_CONFIG.backgroundColour,
      ]);
    }
  });
});

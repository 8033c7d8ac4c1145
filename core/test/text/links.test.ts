import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_PATH,
  SEARCH_PATH,
  browseCarsLink,
  mediaUrl,
  pageTitle,
  pdfPath,
  printPath,
  searchHref,
  socialMeta,
  toQueryString,
  vehicleDetailsPath,
  viewSimilarLink,
} from '../../src/index.ts';
import { fillMetaTemplate } from '../../src/text/meta.ts';

const params = (link: string): Record<string, string> =>
  Object.fromEntries(
    (link.split('?')[1] ?? '').split('&').map((pair) => pair.split('=').map(decodeURIComponent)),
  );

describe('paths', () => {
  it('default to the spec paths', () => {
    expect([SEARCH_PATH, CONTACT_PATH]).toEqual(['/vehicle-search', '/contact']);
  });
  it('build print and PDF paths', () => {
    expect(printPath('ford-focus-1')).toBe('/vehicle-search/print/ford-focus-1');
    expect(pdfPath('ford-focus-1')).toBe('/vehicle-search/ford-focus-1/?format=pdf');
    expect(printPath('a', '/used/')).toBe('/used/print/a');
  });
  it('build the browse cars link', () => {
    expect(browseCarsLink({ make: 'Land Rover' })).toBe('/vehicle-search?make=Land%20Rover');
    expect(browseCarsLink({}, '/cars')).toBe('/cars');
  });
  it('query strings skip empty values', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: undefined, 'e&': 'x y' })).toBe(
      'a=1&e%26=x%20y',
    );
  });
});

describe('viewSimilarLink', () => {
  it('uses make, range and a ±1000 price bracket rounded up', () => {
    expect(viewSimilarLink({ make: 'Ford', range: 'Focus', price: 12995.5 })).toBe(
      '/vehicle-search?make=Ford&range=Focus&min_price=11996&max_price=13996',
    );
    expect(viewSimilarLink({ make: 'Kia', price: null }, '/cars')).toBe('/cars?make=Kia');
    expect(viewSimilarLink({ price: 500 })).toBe('/vehicle-search?min_price=0&max_price=1500');
  });

  it('view-similar range brackets the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), (pence) => {
        const price = pence / 100;
        const { min_price, max_price } = params(viewSimilarLink({ make: 'Ford', price }));
        return (
          Number(min_price) <= price &&
          price <= Number(max_price) &&
          Number(max_price) - price <= 1001
        );
      }),
    );
  });
});

describe('meta', () => {
  const vehicle = {
    name: 'Ford Focus 1.0 Titanium',
    vrm: 'ab12cde',
    make: 'Ford',
    range: 'Focus',
    model: 'Focus Hatch',
    derivative: '1.0 Titanium',
    advert_classification: 'USED',
  };
  it('the page title is the vehicle name', () => {
    expect(pageTitle(vehicle)).toBe('Ford Focus 1.0 Titanium');
    expect(pageTitle({})).toBe('');
  });
  it('fills the social templates', () => {
    expect(socialMeta(vehicle, 'Leeds Cars')).toEqual({
      title: 'AB12CDE Ford Focus 1.0 Titanium in stock',
      description: 'View this used Ford Focus 1.0 Titanium (AB12CDE) in stock now at Leeds Cars.',
    });
  });
  it('drops missing values cleanly', () => {
    expect(socialMeta({ make: 'Kia', model: 'Picanto' }, 'Showroom')).toEqual({
      title: 'Kia Picanto in stock',
      description: 'View this Kia Picanto in stock now at Showroom.',
    });
    expect(fillMetaTemplate('siteName , vehicleMake', {}, 'S')).toBe('S,');
  });
  it('says 0% APR in the description when, and only when, a quote is at 0% APR', () => {
    const kia = { make: 'Kia', model: 'Niro' };
    expect(
      socialMeta(kia, 'Showroom', {
        pcpQuote: { key: 'PCP', Apr: 0 },
        hpQuote: { key: 'HP', Apr: 10.9 },
      }).description,
    ).toBe(
      'View this Kia Niro in stock now at Showroom. 0% APR representative on Personal Contract Purchase.',
    );
    expect(socialMeta(kia, 'Showroom', { pcpQuote: { key: 'PCP', Apr: 9.9 } }).description).toBe(
      'View this Kia Niro in stock now at Showroom.',
    );
  });
});

describe('vehicleDetailsPath', () => {
  it('is the search path and the encoded slug', () => {
    expect(vehicleDetailsPath('ford-focus-1')).toBe(`${SEARCH_PATH}/ford-focus-1`);
    expect(vehicleDetailsPath('kia ceed', '/used-cars/')).toBe('/used-cars/kia%20ceed');
  });
  it('always names a page under the search path', () => {
    fc.assert(
      fc.property(fc.string(), (slug) => {
        const path = vehicleDetailsPath(slug);
        expect(path.startsWith(`${SEARCH_PATH}/`)).toBe(true);
        expect(decodeURIComponent(path.slice(SEARCH_PATH.length + 1))).toBe(slug);
      }),
    );
  });
});

describe('searchHref', () => {
  it('puts the filters in the query, leaving out empty values and the first page', () => {
    expect(searchHref(SEARCH_PATH, { make: 'Land Rover', range: '', page: 1 })).toBe(
      '/vehicle-search?make=Land%20Rover',
    );
    expect(searchHref(SEARCH_PATH, { make: 'Ford', min_price: 5000, page: 2 })).toBe(
      '/vehicle-search?make=Ford&min_price=5000&page=2',
    );
    expect(searchHref(SEARCH_PATH, {})).toBe('/vehicle-search');
  });
});

describe('mediaUrl', () => {
  it("prefixes the API's origin to a media path, and keeps a full URL as it is", () => {
    expect(mediaUrl('https://api.example.com', '/media/1.jpg')).toBe(
      'https://api.example.com/media/1.jpg',
    );
    expect(mediaUrl('', '/media/1.jpg')).toBe('/media/1.jpg');
    expect(mediaUrl('https://api.example.com', 'https://cdn.example.com/1.jpg')).toBe(
      'https://cdn.example.com/1.jpg',
    );
  });
});

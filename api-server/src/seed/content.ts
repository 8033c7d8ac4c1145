import { DEFAULT_RESERVATION_HOLD_HOURS } from '@showroom/core';
import type { ContentSeed } from '../db/repositories.ts';
import { sanitizeRetailerHtml } from '../sanitize.ts';
import { DEMO_BRANCHES } from './branches.ts';
import { slugify } from './prng.ts';

export const RESERVATION_DEPOSIT_POUNDS = 99;

const WARRANTY_ITEMS = [
  {
    warranty_name: 'Showroom 12 Month Warranty',
    benefits: [
      'Nationwide repairs network',
      'Unlimited claims up to the vehicle value',
      '24/7 roadside assistance',
    ],
    covers: ['Engine', 'Gearbox', 'Electrics', 'Air conditioning', 'Steering'],
  },
  {
    warranty_name: 'Showroom Extended 36 Month Warranty',
    benefits: [
      'Courtesy car while in for repair',
      'Transferable to a new owner',
      'No excess to pay',
    ],
    covers: [
      'Engine',
      'Gearbox',
      'Electrics',
      'Suspension',
      'Fuel system',
      'Hybrid and EV battery',
    ],
  },
];

const SNIPPETS = {
  details_page_header:
    '<p><strong>Please note:</strong> due to high demand, vehicles can sell quickly. Reserve online with a fully refundable £99 deposit.</p><script>alert("x")</script>',
  finance_disclaimer:
    '<p>Showroom Motors Ltd is a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. Finance subject to status. Over 18s only.</p>',
};

/** The content pages the site reads, by url, with their titles: the demo's, or a configuration's. */
export const CONTENT_PAGES: readonly { url: string; title: string }[] = [
  { url: 'vehicle-details', title: 'Vehicle details' },
  { url: 'warranty', title: 'Warranty' },
  { url: 'home', title: 'Home' },
];

const page = (url: string, title: string) => ({
  url,
  data: {
    url,
    title,
    snippets: Object.fromEntries(
      Object.entries(SNIPPETS).map(([k, v]) => [k, sanitizeRetailerHtml(v)]),
    ),
    warranty_items: WARRANTY_ITEMS,
  },
});

const POSTS = [
  { title: 'Nearly new SUVs under three years old', rules: { age: 3, body_type: 'suv' } },
  {
    title: 'Electric cars with a range you can live with',
    rules: { fuel_type: 'electric', price: { min: 15000, max: 60000 } },
  },
  {
    title: 'First cars under £8,000',
    rules: { price: { max: 8000 }, mileage: { max: 80000 }, transmission: 'Manual' },
  },
  { title: 'Seven seats for the whole family', rules: { seats: 7 } },
  {
    title: 'Ford offers this month',
    rules: { make: 'Ford', franchise_approved: true, tags: ['interest-free'] },
  },
  { title: 'Vans ready for work', rules: { body_type: 'panel-van', doors: 4 } },
];

/** The demo content; reviews come from the stock (`rangeReviews`), so none without it. */
export function demoContent(reviews: ContentSeed['reviews'] = []): ContentSeed {
  const posts = POSTS.map((p, i) => {
    const slug = slugify(p.title);
    return {
      id: i + 1,
      slug,
      data: {
        id: i + 1,
        title: p.title,
        slug,
        category: p.rules.make ? 'offers' : 'guides',
        excerpt: `${p.title}: hand-picked from our stock.`,
        content: sanitizeRetailerHtml(
          `<h2>${p.title}</h2><p>Our team picks the best of the stock every week.</p><img src="https://example.com/x.jpg" onerror="alert(1)" alt="">`,
        ),
        image: `/api/v2/media/vehicles/100001/0/large.svg`,
        contents: [
          { rules: p.rules },
          { highlighted_features: ['Finance available', 'Part exchange welcome'] },
        ],
        rules: p.rules,
      },
    };
  });
  return {
    pages: CONTENT_PAGES.map(({ url, title }) => page(url, title)),
    posts,
    featuredTabs: [
      {
        label: 'Great value',
        filters: { max_price: 10000, advert_classification: 'USED' },
        orderBy: 'price-asc',
        view_all_link_url: '/vehicle-search?max_price=10000',
        view_all_link_text: 'View all under £10,000',
        resultsPerPage: 6,
        advert_classification: 'USED',
      },
      {
        label: 'Electric',
        filters: { fuel_type_slug: 'electric' },
        orderBy: 'price-asc',
        view_all_link_url: '/vehicle-search?fuel_type_slug=electric',
        view_all_link_text: 'View all electric',
        resultsPerPage: 6,
        advert_classification: 'USED',
      },
      {
        label: 'Offers',
        filters: { advert_classification: 'OFFER', finance_search_only: true, monthly_from: 10 },
        orderBy: 'price-desc',
        view_all_link_url: '/vehicle-search?advert_classification=OFFER',
        view_all_link_text: 'View all offers',
        resultsPerPage: 8,
        advert_classification: 'OFFER',
      },
      {
        label: 'Vans',
        filters: { category: 'vans' },
        orderBy: 'price-asc',
        view_all_link_url: '/vehicle-search?category=vans',
        view_all_link_text: 'View all vans',
        resultsPerPage: 6,
        advert_classification: 'USED',
      },
    ],
    reviews,
    financeTerms: {
      PCP: 'Personal Contract Purchase. Representative example only. At the end of the agreement you may return the vehicle (subject to condition and mileage), part exchange it, or pay the optional final payment to own it. Excess mileage charges apply. Finance subject to status; over 18s only. Showroom Motors Ltd acts as a credit broker, not a lender.',
      HP: 'Hire Purchase. Fixed monthly payments; you own the vehicle after the final payment including the option to purchase fee. Finance subject to status; over 18s only. Showroom Motors Ltd acts as a credit broker, not a lender.',
      CS: 'Conditional Sale. Fixed monthly payments; ownership passes to you with the final payment. No option to purchase fee. Finance subject to status; over 18s only. Showroom Motors Ltd acts as a credit broker, not a lender.',
    },
    settings: {
      branches: DEMO_BRANCHES,
      order_config: {
        finance_deposit: 10,
        enquiry_form: {
          form_id: 1,
          enquiry_types: [
            'General Enquiry',
            'Test Drive',
            'Question About Finance',
            'Request More Information',
          ],
        },
        recaptcha: false,
        recaptcha_site_key: null,
        part_exchange: true,
        part_ex_form: { conditions: ['excellent', 'good', 'fair', 'poor'] },
        reservation_form: {
          deposit_amount: RESERVATION_DEPOSIT_POUNDS,
          hold_hours: DEFAULT_RESERVATION_HOLD_HOURS,
          terms_text:
            'Your £99 reservation deposit holds the vehicle for 72 hours and is refundable in full if you change your mind.',
        },
        products: [
          {
            id: 1,
            name: 'GAP insurance',
            price: 299,
            description:
              'Covers the gap between the insurance payout and what you paid if the vehicle is written off or stolen.',
          },
          {
            id: 2,
            name: 'Paint protection',
            price: 199,
            description: 'A ceramic coating that keeps the paintwork showroom-fresh for 5 years.',
          },
          {
            id: 3,
            name: 'Service plan',
            price: 349,
            description: 'Two years of manufacturer-schedule servicing at today’s prices.',
          },
        ],
        admin_fee: 149,
      },
    },
  };
}

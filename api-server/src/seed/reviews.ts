import type { CatalogueRange } from './catalogue.ts';
import type { Schema } from '../http/routeTypes.ts';
import { createRng } from './prng.ts';

/** A review in the provider's shape (photolist, paragraphlist, scoringlist, videolist). */
export function demoReview(range: CatalogueRange, seed: number): Schema<'Review'> {
  const rng = createRng(seed + 7);
  const name = `${range.make} ${range.range}`;
  const score = () => rng.int(5, 10);
  const scoring = {
    performance: score(),
    handling: score(),
    comfort: score(),
    space: score(),
    styling: score(),
    build: score(),
    value: score(),
    equipment: score(),
    economy: score(),
    depreciation: score(),
    insurance: score(),
    total: 0,
  };
  scoring.total = Math.round((Object.values(scoring).reduce((a, b) => a + b, 0) / 11) * 10) / 10;
  return {
    photolist: {
      photo: [0, 1, 2].map((i) => ({
        isdefault: i === 0,
        large: `/api/v2/media/vehicles/100001/${i}/large.svg`,
        big: `/api/v2/media/vehicles/100001/${i}/medium.svg`,
      })),
    },
    paragraphlist: {
      paragraph: [
        {
          headline: 'Overview',
          text: `The ${name} is one of the most complete cars in its class, blending a comfortable ride with sharp handling and a well-built cabin. It has been a steady seller in the UK for years, and it is easy to see why once you have spent some time behind the wheel.`,
          type: 'overview',
        },
        {
          headline: 'Performance',
          text: `Engines range from frugal to genuinely quick. The most popular versions pull cleanly from low revs, and the ${range.derivatives[0]?.transmission.toLowerCase() ?? 'manual'} gearbox is smooth and well matched.`,
          type: 'performance',
        },
        {
          headline: 'Ride and handling',
          text: 'Body control is tight without the ride becoming harsh, and the steering is precise and well weighted at motorway speeds. Road and wind noise are kept to a minimum for the class.',
          type: 'handling',
        },
        {
          headline: 'Interior',
          text: 'The dashboard is logically laid out with a responsive touchscreen, physical controls for the climate system and plenty of storage. Adults fit comfortably in the front and rear, and the boot is a practical shape.',
          type: 'interior',
        },
        {
          headline: 'Running costs',
          text: 'Fuel economy is competitive, insurance groups are reasonable and residual values are strong, which keeps monthly finance payments down.',
          type: 'costs',
        },
        {
          headline: 'Verdict',
          text: `If you want a sensible, well-rounded choice, the ${name} should be high on your list.`,
          type: 'verdict',
        },
      ],
    },
    scoringlist: { scoring },
    videolist: {
      video: {
        iframe_url: `https://www.youtube.com/embed/review-${seed}`,
        hd: [{ video_url: `https://videos.example.com/reviews/${seed}/1080.mp4` }],
      },
    },
  };
}

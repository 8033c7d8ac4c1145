import type { TenantConfig } from '../tenant/index.ts';
import { truncateText } from './truncate.ts';

/** One review paragraph (requirement CONT-1). */
export type ReviewParagraph = {
  headline?: string | null;
  text?: string | null;
  type?: string | null;
};

type OneOrMany<T> = T | readonly T[] | null | undefined;

/** A review from the review provider (requirement CONT-1); single items may come unwrapped. */
export type Review = {
  photolist?: {
    photo?: OneOrMany<{ isdefault?: unknown; large?: string | null; big?: string | null }>;
  } | null;
  paragraphlist?: { paragraph?: OneOrMany<ReviewParagraph> } | null;
  scoringlist?: { scoring?: Readonly<Record<string, unknown>> | null } | null;
  videolist?: {
    video?: { iframe_url?: string | null; hd?: OneOrMany<{ video_url?: string | null }> } | null;
  } | null;
};

/**
 * Paragraphs shown before 'Show more' (requirement CONT-2).
 * @example REVIEW_VISIBLE_PARAGRAPHS // 3
 */
export const REVIEW_VISIBLE_PARAGRAPHS = 3;

/**
 * Length the third visible paragraph is cut to (requirement CONT-2).
 * @example REVIEW_TRUNCATE_AT // 389
 */
export const REVIEW_TRUNCATE_AT = 389;

/**
 * Review score categories, in display order (requirement CONT-1, scoringlist).
 * @example REVIEW_SCORE_KEYS[0] // 'performance'
 */
export const REVIEW_SCORE_KEYS = [
  'performance',
  'handling',
  'comfort',
  'space',
  'styling',
  'build',
  'value',
  'equipment',
  'economy',
  'depreciation',
  'insurance',
] as const;

/** One review score as a percentage. */
export type ReviewScore = { key: (typeof REVIEW_SCORE_KEYS)[number]; percent: number };

/** A review ready for display. */
export type FormattedReview = {
  photo: string | null;
  /** Every paragraph the tenant allows, in full. */
  paragraphs: ReviewParagraph[];
  /** What shows while collapsed: the first 3, the third cut at 389 characters. */
  collapsed: ReviewParagraph[];
  /** Whether the 'Show more' / 'Show less' button is offered. */
  showMoreButton: boolean;
  scores: ReviewScore[];
  /** The total score, as given. */
  total: number | null;
  video: { iframeUrl: string | null; hdUrls: string[] };
};

const many = <T>(value: OneOrMany<T>): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

const score = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Whether a review response holds a review (requirement API-13: empty data means no review).
 * @example hasReview([]) // false
 */
export function hasReview(data: unknown): data is Review {
  if (Array.isArray(data) || typeof data !== 'object' || data === null) return false;
  return Object.keys(data).length > 0;
}

/**
 * Formats a review (requirement CONT-2): paragraphs excluded by the tenant
 * (`carDrivingReview.excludedParagraphs`, matched by type or headline, ignoring case) are removed;
 * the first 3 show with the third cut at 389 characters and the rest behind 'Show more'; scores
 * become value × 10 percent (0–100), the total stays as is. With `hideShowMoreButton` every
 * paragraph shows in full and no button is offered.
 * @example formatReview({ scoringlist: { scoring: { comfort: 8, total: 41 } } }).scores // [{ key: 'comfort', percent: 80 }]
 */
export function formatReview(
  review: Review,
  config: Pick<TenantConfig, 'carDrivingReview' | 'hideShowMoreButton'> = {
    carDrivingReview: { excludedParagraphs: [] },
    hideShowMoreButton: false,
  },
): FormattedReview {
  const excluded = config.carDrivingReview.excludedParagraphs.map((item) =>
    item.trim().toLowerCase(),
  );
  const isExcluded = (p: ReviewParagraph) =>
    [p.type, p.headline].some(
      (label) => label != null && excluded.includes(label.trim().toLowerCase()),
    );
  const paragraphs = many(review.paragraphlist?.paragraph).filter((p) => !isExcluded(p));
  const firstThree = paragraphs
    .slice(0, REVIEW_VISIBLE_PARAGRAPHS)
    .map((p, index) =>
      index === REVIEW_VISIBLE_PARAGRAPHS - 1
        ? { ...p, text: truncateText(p.text ?? '', REVIEW_TRUNCATE_AT) }
        : p,
    );
  const third = paragraphs[REVIEW_VISIBLE_PARAGRAPHS - 1];
  const cut =
    paragraphs.length > REVIEW_VISIBLE_PARAGRAPHS ||
    (third?.text ?? '').length > REVIEW_TRUNCATE_AT;
  const scoring = review.scoringlist?.scoring ?? {};
  const scores = REVIEW_SCORE_KEYS.flatMap((key) => {
    const value = score(scoring[key]);
    return value === null ? [] : [{ key, percent: Math.min(100, Math.max(0, value * 10)) }];
  });
  const photos = many(review.photolist?.photo);
  const photo =
    photos.find((p) => p.isdefault === true || p.isdefault === 'true' || p.isdefault === 1) ??
    photos[0];
  const video = review.videolist?.video;
  return {
    photo: photo?.large ?? photo?.big ?? null,
    paragraphs,
    collapsed: config.hideShowMoreButton ? paragraphs : firstThree,
    showMoreButton: !config.hideShowMoreButton && cut,
    scores,
    total: score(scoring.total),
    video: {
      iframeUrl: video?.iframe_url ?? null,
      hdUrls: many(video?.hd).flatMap((item) => (item.video_url ? [item.video_url] : [])),
    },
  };
}

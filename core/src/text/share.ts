/** A share target: one of the five social platforms (requirements VDP-10, CONST-5), or e-mail. */
export type ShareTarget = {
  key: 'facebook' | 'x' | 'whatsapp' | 'linkedin' | 'pinterest' | 'email';
  name: string;
  /** The link that shares `url` (with `title` where the platform takes text). */
  shareUrl: (url: string, title: string) => string;
};

const enc = encodeURIComponent;

/**
 * The share targets: the five social platforms of requirement CONST-5 (Facebook, X, WhatsApp,
 * LinkedIn, Pinterest; the spec does not name them, Pinterest is the picture-led one a car suits)
 * and e-mail.
 * @example SHARE_TARGETS[0].shareUrl('https://a.b/c', 'Car') // 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.b%2Fc'
 */
export const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    key: 'facebook',
    name: 'Facebook',
    shareUrl: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  },
  {
    key: 'x',
    name: 'X',
    shareUrl: (url, title) => `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
  },
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    shareUrl: (url, title) => `https://wa.me/?text=${enc(`${title} ${url}`.trim())}`,
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    shareUrl: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
  {
    key: 'pinterest',
    name: 'Pinterest',
    shareUrl: (url, title) =>
      `https://www.pinterest.com/pin/create/button/?url=${enc(url)}&description=${enc(title)}`,
  },
  {
    key: 'email',
    name: 'Email',
    shareUrl: (url, title) => `mailto:?subject=${enc(title)}&body=${enc(url)}`,
  },
];

import { COMPARE_MAX, readFinanceSettings, type FinanceSettings } from '@showroom/core';

type Query = Record<string, string | string[] | undefined>;

const MAX_STOCK_ID = 2_147_483_647;

/**
 * Reads the compare page's query: `ids` (comma-separated stock ids, up to 3, requirement CONST-5)
 * and the finance settings every column is priced at (core's `readFinanceSettings`). Anything that
 * cannot be used is left out and explained in `messages`, so a bad link still shows a page.
 */
export function parseCompareParams(query: Query): {
  ids: number[];
  settings: FinanceSettings;
  messages: string[];
} {
  const messages: string[] = [];
  const raw = Array.isArray(query.ids) ? query.ids.join(',') : (query.ids ?? '');
  const ids: number[] = [];
  const refused: string[] = [];
  for (const part of raw.split(',').map((text) => text.trim())) {
    if (part === '') continue;
    const id = /^\d{1,10}$/.test(part) ? Number(part) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_STOCK_ID) refused.push(part.slice(0, 20));
    else if (!ids.includes(id)) ids.push(id);
  }
  if (refused.length > 0) {
    messages.push(
      `${refused.map((part) => `"${part}"`).join(', ')} ${refused.length === 1 ? 'is not a car reference' : 'are not car references'}, so it was left out.`,
    );
  }
  if (ids.length > COMPARE_MAX) {
    messages.push(
      `Up to ${COMPARE_MAX} cars can be compared, so the first ${COMPARE_MAX} are shown.`,
    );
    ids.length = COMPARE_MAX;
  }
  const { settings, messages: settingMessages } = readFinanceSettings(query);
  return { ids, settings, messages: [...messages, ...settingMessages] };
}

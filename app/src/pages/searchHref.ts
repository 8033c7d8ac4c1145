import type { SearchFilters } from '../state/pageState.ts';

/** The query string for the results page with the given filters (empty values left out). */
export function searchHref(searchPath: string, filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value));
    }
  }
  const query = params.toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

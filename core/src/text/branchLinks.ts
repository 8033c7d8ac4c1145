import { CONTACT_PATH } from './links.ts';

/**
 * The id of a branch's entry on the contact page (a vehicle's `site.slug` names its branch).
 * @example branchAnchor('milton-keynes') // 'branch-milton-keynes'
 */
export function branchAnchor(slug: string): string {
  return `branch-${slug.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * Where a vehicle's location tag leads: its branch on the contact page, or null for a vehicle
 * without a site slug.
 * @example branchLink({ site: { slug: 'leicester' } }) // '/contact#branch-leicester'
 */
export function branchLink(vehicle: {
  readonly site?: { readonly slug?: string | null } | null;
}): string | null {
  const slug = vehicle.site?.slug;
  return slug ? `${CONTACT_PATH}#${branchAnchor(slug)}` : null;
}

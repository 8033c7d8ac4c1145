import { describe, expect, it } from 'vitest';
import { branchAnchor, branchLink } from '../../src/index.ts';

describe('branch links', () => {
  it('a vehicle location leads to its branch on the contact page', () => {
    expect(branchLink({ site: { slug: 'milton-keynes' } })).toBe('/contact#branch-milton-keynes');
    expect(branchAnchor('milton-keynes')).toBe('branch-milton-keynes');
  });

  it('a vehicle without a site slug has no branch link', () => {
    expect(branchLink({ site: null })).toBeNull();
    expect(branchLink({ site: { slug: '' } })).toBeNull();
    expect(branchLink({})).toBeNull();
  });

  it('an anchor holds only characters safe in an id and a fragment', () => {
    expect(branchAnchor('a b/"c')).toBe('branch-a-b--c');
  });
});

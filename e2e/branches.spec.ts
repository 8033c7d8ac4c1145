import { test, expect } from '@playwright/test';

/**
 * Branches (issue 18): the contact page lists every branch the API serves, with its own phone
 * and opening hours, and a vehicle's location tag leads to the branch it is at.
 */

type Branch = {
  slug: string;
  name: string;
  address: { street: string; town: string; postcode: string };
  telephone: string;
  opening_hours: { days: string; opens: string | null; closes: string | null }[];
  map_url: string;
};

test('the contact page shows each branch the API serves', async ({ page, request }) => {
  const response = await request.get('/api/v2/branches');
  expect(response.status()).toBe(200);
  const branches = ((await response.json()) as { data: Branch[] }).data;
  expect(branches.length).toBeGreaterThan(1);
  await page.goto('/contact');
  for (const branch of branches) {
    const entry = page.locator(`#branch-${branch.slug}`);
    await expect(entry.getByRole('heading', { name: branch.name })).toBeVisible();
    await expect(entry.locator('address')).toHaveText(
      `${branch.address.street}${branch.address.town}${branch.address.postcode}`,
    );
    await expect(
      entry.getByRole('link', { name: `Call ${branch.name} on ${branch.telephone}` }),
    ).toHaveAttribute('href', `tel:${branch.telephone.replace(/\s/g, '')}`);
    const hours = entry.getByRole('table', { name: `Opening hours, ${branch.name}` });
    for (const row of branch.opening_hours) {
      await expect(hours.getByRole('row', { name: row.days })).toHaveText(
        `${row.days}${row.opens && row.closes ? `${row.opens} to ${row.closes}` : 'Closed'}`,
      );
    }
    await expect(entry.getByRole('link', { name: /on a map/ })).toHaveAttribute(
      'href',
      branch.map_url,
    );
  }
  // No made-up hours: the page's hours are exactly the branches'.
  await expect(page.getByText('Monday to Saturday 9am to 6pm')).toHaveCount(0);
});

test("a vehicle's location tag leads to its branch", async ({ page, request }) => {
  const search = await request.get(
    '/api/v2/vehicle-search?advert_classification=USED&resultsPerPage=20',
  );
  const vehicles = (
    (await search.json()) as {
      data: { slug: string; site: { slug: string; name: string }; location: { name: string } }[];
    }
  ).data;
  // A car at a showroom (a prep-centre car's tag says 'Available To Order').
  const vehicle = vehicles.find(
    (v) => v.site.slug !== 'prep-centre' && v.location.name !== 'ROCKINGHAM',
  )!;
  await page.goto(`/vehicle-search/${vehicle.slug}`);
  const summary = page.getByRole('region', { name: 'Listing summary' });
  const link = summary.getByRole('link', { name: vehicle.site.name });
  await expect(link).toHaveAttribute('href', `/contact#branch-${vehicle.site.slug}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/contact#branch-${vehicle.site.slug}$`));
  await expect(
    page.locator(`#branch-${vehicle.site.slug}`).getByRole('heading', { name: vehicle.site.name }),
  ).toBeVisible();
});

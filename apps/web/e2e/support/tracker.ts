// Know My Request Status, as the journeys read it: the table of a customer's requests and a request's row in it.
import { expect, type Locator, type Page } from './fixtures';

/** dd/mm/yyyy of today in India, as the request table and a request's timeline show it. */
export function todayInIndia(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')}/${get('month')}/${get('year')}`;
}

/**
 * Opens Know My Request Status and answers its table of the customer's requests, once it holds `requests` of them
 * under the spec's column names as rendered (innerText applies CSS text-transform, so "S.NO" would fail).
 */
export async function openRequestTable(page: Page, requests: number): Promise<Locator> {
  await page.goto('/knowmyrequest');
  const table = page.getByRole('table', { name: 'Your insurance requests' });
  await expect(table.getByRole('row')).toHaveCount(requests + 1);
  await expect(table.getByRole('columnheader')).toHaveText(
    ['S.No', 'Requested On Date', 'Expected Amount', 'Status', 'Remarks', 'Messages', 'Details'],
    { useInnerText: true },
  );
  return table;
}

/** The confirmation's link to the tracker and the tracker's request table, by their names in English. */
const ENGLISH_TRACKER = { link: 'Know My Request Status', table: 'Your insurance requests' };

/**
 * From an application's confirmation to the tracker: answers the application's reference and its row in the
 * request table. `names` are the link's and the table's in the page's language (English unless told).
 */
export async function trackSentApplication(
  page: Page,
  names: { link: string; table: string } = ENGLISH_TRACKER,
): Promise<{ reference: string; row: Locator }> {
  const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
  await page.getByRole('main').getByRole('link', { name: names.link }).click();
  const row = page.getByRole('table', { name: names.table }).getByRole('row').filter({ hasText: reference });
  return { reference, row };
}

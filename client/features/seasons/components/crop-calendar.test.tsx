import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CropSeason } from '@common/schemas/seasons';
import { renderPage, setUpPageTests } from '@/test/render-page';
import { CropCalendar } from './crop-calendar';

setUpPageTests();

// Decision 078: a crop whose season crosses New Year is drawn Sep – Dec and Jan – Mar, its span "Sep 5 – Mar 20".
describe('the crop calendar', () => {
  it('draws a season that crosses New Year in its months at both ends of the year', async () => {
    const squash: CropSeason = {
      product: 'Winter squash',
      category: 'produce',
      from: '09-05',
      until: '03-20',
      stands: 3,
      months: [3, 3, 2, 0, 0, 0, 0, 0, 3, 3, 3, 3],
      availableNow: 1,
    };
    renderPage(<CropCalendar crops={[squash]} placeSearch="location=12401&radius=25" caption="Crops near 12401" />);
    const row = (await screen.findByRole('rowheader', { name: /Winter squash/ })).closest('tr')!;
    expect(within(row).getByRole('rowheader').textContent).toContain('usually Sep 5 – Mar 20');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['3', '3', '2', ...Array(5).fill('·none'), '3', '3', '3', '3']);
  });
});

import { PIE } from '@/lib/constants';
import { chartedResponsibilities, legendColor, legendGroups } from './legend';

describe('legend colours', () => {
  it('gives the first five the palette, in order: pink, lavender, orange, light green, dark green', () => {
    expect([0, 1, 2, 3, 4].map(legendColor)).toEqual(['pink', 'lavender', 'orange', 'lightGreen', 'darkGreen']);
  });

  it('gives every item beyond the palette light grey', () => {
    expect([5, 6, 11].map(legendColor)).toEqual(['lightGrey', 'lightGrey', 'lightGrey']);
  });
});

describe('legend split', () => {
  it(`splits into columns of ${PIE.legendGroupSize} items`, () => {
    expect(legendGroups([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(legendGroups([1, 2, 3])).toEqual([[1, 2, 3]]);
    expect(legendGroups([])).toEqual([]);
  });
});

describe('chartedResponsibilities', () => {
  it(`charts only the first ${PIE.maxResponsibilities}, each in its legend colour`, () => {
    const items = Array.from({ length: 7 }, (_, index) => ({ label: `R${index}`, value: index + 1 }));
    const charted = chartedResponsibilities(items);
    expect(charted).toHaveLength(PIE.maxResponsibilities);
    expect(charted.map((slice) => slice.color)).toEqual([0, 1, 2, 3, 4].map(legendColor));
    expect(charted.map((slice) => slice.value)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(charted.map((slice) => slice.id)).size).toBe(5);
  });
});

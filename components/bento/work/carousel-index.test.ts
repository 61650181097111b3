import { WORK } from '@/lib/constants';
import { shownIndex, startIndex, wrapIndex } from './carousel-index';

const roles = (...ids: number[]) => ids.map((id) => ({ id }));

describe('the carousel start', () => {
  it(`is the role with id ${WORK.firstRoleId}, wherever it sits`, () => {
    expect(startIndex(roles(1, 2, 3))).toBe(0);
    expect(startIndex(roles(0, 1, 2))).toBe(1);
    expect(startIndex(roles(5, 7, 1))).toBe(2);
  });

  it(`is the first role when none has id ${WORK.firstRoleId}`, () => {
    expect(startIndex(roles(4, 2, 3))).toBe(0);
    expect(startIndex([])).toBe(0);
  });
});

describe('wrapIndex', () => {
  it('wraps past the end to the start and before the start to the end', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('shownIndex', () => {
  it('keeps the chosen role while it exists, else falls back to the start', () => {
    expect(shownIndex(roles(1, 2, 3), 3)).toBe(2);
    expect(shownIndex(roles(1, 2, 3), null)).toBe(0);
    expect(shownIndex(roles(2, 1, 3), 9)).toBe(1);
  });
});

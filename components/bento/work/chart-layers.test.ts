import { keepLayers } from './chart-layers';

const layer = (key: number, label = `role ${key}`) => ({ key, responsibilities: [{ label, value: 1 }] });

describe('keepLayers', () => {
  it('adds the wanted layers not yet drawn after those that are, in order', () => {
    const kept = [layer(1)];
    expect(keepLayers(kept, [layer(3), kept[0]!, layer(2)]).map((entry) => entry.key)).toEqual([1, 3, 2]);
  });

  it('returns the same array when nothing changes, so React draws nothing again', () => {
    const kept = [layer(1), layer(2)];
    expect(keepLayers(kept, [kept[1]!])).toBe(kept);
    expect(keepLayers(kept, [])).toBe(kept);
    // The carousel hands over new objects for the same roles' data on every step.
    expect(keepLayers(kept, [{ ...kept[0]! }, { ...kept[1]! }])).toBe(kept);
  });

  it("takes a wanted layer's new data in place of the kept one's", () => {
    const kept = [layer(1), layer(2)];
    const refreshed = layer(2, 'refreshed');
    expect(keepLayers(kept, [refreshed])).toEqual([kept[0], refreshed]);
  });
});

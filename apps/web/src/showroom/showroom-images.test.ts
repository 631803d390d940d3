import { describe, expect, it } from 'vitest';
import { firstView, lineViews, showroomImageUrls, tileImage } from './showroom-images';
import { OWN_PICTURE_URL, showroomFixture, showroomLine } from './test-fixtures';

describe('showroom images', () => {
  it('opens on the hero angle when there is one, else the first angle the line has', () => {
    expect(firstView(showroomLine('1_A', ['A', 'C']))).toBe('A');
    expect(firstView(showroomLine('1_A', ['C', 'D']))).toBe('C');
    expect(firstView(showroomLine('1_A', []))).toBe('A');
  });

  it("shows a line's own picture first, before the catalogue's angles, in the showroom's sizes", () => {
    const own = showroomLine('1_A', ['A', 'C'], OWN_PICTURE_URL);
    expect(lineViews(own)).toEqual(['own', 'A', 'C']);
    expect(firstView(own)).toBe('own');
    expect(tileImage(own)).toBe(`${OWN_PICTURE_URL}?size=medium`);
    // Its own picture alone: no coming-soon picture beside it.
    expect(lineViews(showroomLine('1_A', [], OWN_PICTURE_URL))).toEqual(['own']);
    expect(lineViews(showroomLine('1_A', []))).toEqual(['A']);
  });

  it('lists every picture the showroom can show once, for saving it offline', () => {
    const urls = showroomImageUrls(showroomFixture());
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('/api/products/images/100_BK/A/medium');
    expect(urls).toContain('/api/products/images/100_BK/B/large');
    expect(urls).toContain('/api/products/images/100_RD/A/small');
    // A line without pictures shows the coming-soon picture of the hero angle.
    expect(urls).toContain('/api/products/images/200_WT/A/large');
    expect(urls.filter((url) => url.includes('100_RD/B'))).toEqual([]);
    // A line's own picture is saved too: its tile, and large and small for the detail.
    expect(urls).toEqual(
      expect.arrayContaining([
        `${OWN_PICTURE_URL}?size=medium`,
        `${OWN_PICTURE_URL}?size=large`,
        `${OWN_PICTURE_URL}?size=small`,
      ]),
    );
  });
});

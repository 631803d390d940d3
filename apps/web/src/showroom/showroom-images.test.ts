import { describe, expect, it } from 'vitest';
import { firstAngle, showroomImageUrls } from './showroom-images';
import { showroomFixture, showroomLine } from './test-fixtures';

describe('showroom images', () => {
  it('opens on the hero angle when there is one, else the first angle the line has', () => {
    expect(firstAngle(showroomLine('1_A', ['A', 'C']))).toBe('A');
    expect(firstAngle(showroomLine('1_A', ['C', 'D']))).toBe('C');
    expect(firstAngle(showroomLine('1_A', []))).toBe('A');
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
  });
});

import { describe, expect, it } from 'vitest';
import { type BrowserSupport, browserSupport, needsOrientationAlert } from './browser-support.js';

const agents: [string, string, BrowserSupport][] = [
  [
    'Edge 15 (EdgeHTML)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063',
    'blocked',
  ],
  [
    'Edge 12',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/42.0.2311.135 Safari/537.36 Edge/12.10240',
    'blocked',
  ],
  [
    'Edge 16',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36 Edge/16.16299',
    'supported',
  ],
  [
    'Edge 18',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
    'supported',
  ],
  [
    'Edge (Chromium) 120',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    'supported',
  ],
  [
    'Safari 10 on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8',
    'blocked',
  ],
  [
    'Safari 9 on iPad',
    'Mozilla/5.0 (iPad; CPU OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1',
    'blocked',
  ],
  [
    'Safari 10 on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1',
    'blocked',
  ],
  [
    'Safari 11 on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_1) AppleWebKit/604.3.5 (KHTML, like Gecko) Version/11.0.1 Safari/604.3.5',
    'supported',
  ],
  [
    'Safari 17 on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
    'supported',
  ],
  [
    'Safari 11 on iPad',
    'Mozilla/5.0 (iPad; CPU OS 11_0 like Mac OS X) AppleWebKit/604.1.34 (KHTML, like Gecko) Version/11.0 Mobile/15A5341f Safari/604.1',
    'supported',
  ],
  ['IE 11', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'flagged'],
  ['IE 10', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', 'flagged'],
  ['IE 9', 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)', 'flagged'],
  [
    'Chrome 120 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'supported',
  ],
  [
    'Chrome on Android (has Version/4.0)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
    'supported',
  ],
  [
    'Chrome on iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    'supported',
  ],
  [
    'Opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    'supported',
  ],
  [
    'Firefox 121 on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'supported',
  ],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
    'supported',
  ],
  ['an empty user agent', '', 'supported'],
];

describe('browserSupport', () => {
  it.each(agents)('%s → %s', (_name, userAgent, expected) => {
    expect(browserSupport(userAgent)).toBe(expected);
  });
});

describe('needsOrientationAlert', () => {
  const cases: [number, boolean, boolean][] = [
    [768, true, true],
    [1023, true, true],
    [1024, true, false],
    [1366, true, false],
    [768, false, false],
    [1023, false, false],
  ];
  it.each(cases)('width %d, touch %s → %s', (width, touch, expected) => {
    expect(needsOrientationAlert(width, touch)).toBe(expected);
  });
});

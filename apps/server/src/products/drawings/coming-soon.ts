import { backdrop } from './svg.js';

/**
 * The picture shown for a product that has none yet (spec part 1 §9): a dashed outline of a
 * shoe and a clock, no words, so it reads the same in every language.
 */
export const drawComingSoon = (): string =>
  `${backdrop(null)}<path d="M150 642 C138 560 146 502 172 466 C232 470 300 506 346 500 C382 468 410 432 440 420 L472 430 C562 470 682 520 772 560 C842 590 886 612 886 642 L886 700 L140 700 Z" fill="#e6e6e3" stroke="#b5b5b0" stroke-width="10" stroke-dasharray="28 18" stroke-linejoin="round"/>` +
  `<circle cx="690" cy="330" r="120" fill="#ffffff" stroke="#9a9a94" stroke-width="16"/>` +
  `<path d="M690 250 L690 330 L750 370" fill="none" stroke="#9a9a94" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;

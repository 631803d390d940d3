import type { Sample } from '@stride/domain';

/** How a sample is named in dialogs and the history: style-colour, side and size. */
export const sampleLabel = (sample: Pick<Sample, 'style' | 'color' | 'side' | 'size'>) =>
  [`${sample.style ?? ''}-${sample.color ?? ''}`, sample.side, sample.size].filter(Boolean).join(' · ');

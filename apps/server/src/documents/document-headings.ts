import { DEFAULT_TIMEZONE, datePartsInZone, fillWords, formatPickerDate, toDateNumber } from '@stride/domain';
import type { DocumentContent } from './document-content.js';

/** The day a document was made, in the company's time zone, as a date number. */
export const generatedDay = (content: Pick<DocumentContent, 'generatedAt'>): number =>
  toDateNumber(datePartsInZone(content.generatedAt, DEFAULT_TIMEZONE));

/** "Spring 2027 Key Styles – Linesheet Expanded": what the document is, in its language. */
export const documentHeading = ({ assortment, text, type }: DocumentContent): string =>
  `${assortment.title} – ${text.words.kinds[type.name]} ${text.words.subTypes[type.subType as keyof typeof text.words.subTypes]}`;

/** The season line of a cover: "Spring 2027 · North America · Wholesale". */
export const seasonLine = ({ assortment, text }: DocumentContent): string =>
  [
    assortment.season ? `${text.words.seasons[assortment.season]} ${assortment.year}` : String(assortment.year),
    assortment.region,
    assortment.channel,
  ]
    // 'All' regions or channels say nothing on a cover.
    .filter((part) => part && part !== 'All')
    .join(' · ');

/** The lines under a title: customer, season, author and date as the settings ask, line count. */
export const documentSubheading = (content: DocumentContent): string[] => {
  const { assortment, settings, text } = content;
  return [
    assortment.subTitle ?? '',
    seasonLine(content),
    settings.author ? `${text.words.preparedBy} ${assortment.owner.name}` : '',
    settings.date ? `${text.words.generated} ${formatPickerDate(generatedDay(content))}` : '',
    fillWords(text.words.lineCount, { count: content.lines.length }),
  ].filter((line) => line !== '');
};

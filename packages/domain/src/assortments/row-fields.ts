/**
 * The values an assortment keeps per style-colour, beside the catalogue's (spec part 1 §3
 * Assortment row fields, §5 Grid cell rules). Each has the kind of cell that edits it.
 */
export const assortmentRowFields = {
  discountPercent: { kind: 'discountPercent' },
  discountAmount: { kind: 'money' },
  netCost: { kind: 'money' },
  /** Not stored: entering a markup sets the net cost from the suggested retail. */
  markupPercent: { kind: 'markup' },
  label: { kind: 'label' },
  carryover: { kind: 'flag' },
  selected: { kind: 'boolean' },
  displayGroup: { kind: 'text' },
  styleNote: { kind: 'text', styleLevel: true },
  colorNote: { kind: 'text' },
  collectionStyleNote: { kind: 'text', styleLevel: true },
  collectionColorNote: { kind: 'text' },
  tags: { kind: 'tags', styleLevel: true },
  pillar: { kind: 'lookup', styleLevel: true },
  /** The line's own picture (an uploaded file of the assortment) instead of the catalogue's. */
  thumbnail: { kind: 'image' },
} as const satisfies Record<string, { kind: string; styleLevel?: boolean }>;

export type AssortmentRowField = keyof typeof assortmentRowFields;
export const assortmentRowFieldNames = Object.keys(assortmentRowFields) as [
  AssortmentRowField,
  ...AssortmentRowField[],
];

/** Fields whose value is shared by every colour of a style (spec part 1 §5). */
export const styleLevelRowFields = assortmentRowFieldNames.filter(
  (field) => 'styleLevel' in assortmentRowFields[field],
);

/** What an assortment stores for a row; absent means the catalogue's value (or none). */
export type AssortmentRowValues = {
  discountPercent?: number | null;
  discountAmount?: number | null;
  netCost?: number | null;
  label?: string | null;
  carryover?: 0 | 1;
  selected?: boolean;
  displayGroup?: string | null;
  styleNote?: string | null;
  colorNote?: string | null;
  collectionStyleNote?: string | null;
  collectionColorNote?: string | null;
  tags?: string[];
  pillar?: string;
  thumbnail?: string | null;
};

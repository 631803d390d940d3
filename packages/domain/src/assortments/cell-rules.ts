import {
  discountForNetCost,
  netCostForMarkup,
  netCost as netCostOf,
  roundTo,
  validDiscountPercent,
} from '../products/calculations.js';
import type { AssortmentLabel } from './assortment.js';
import type { RowCellValue, RowChanges } from './assortment-batch-requests.js';
import { isAssortmentFileUrl } from './assortment-files.js';
import { cellNumber, flagValue, isBlankCell, lookupValue, tagsValue, textValue } from './cell-input.js';
import { type AssortmentRowField, type AssortmentRowValues, assortmentRowFieldNames } from './row-fields.js';

/**
 * Grid cell rules (spec part 1 §5) for the values an assortment keeps per row. The grid applies
 * them as the user edits; the server applies them again to every batch, so both store the same.
 */

/** The catalogue prices a row's pricing cells derive from, at the assortment's location. */
export type RowPricing = { cost: number | null; suggestedRetail: number | null; decimalPlaces: number };
export type CellRulesContext = { labels: readonly AssortmentLabel[]; pillars: readonly string[] };
export type CellRuleMessage = 'discountPercentRange' | 'unknownLabel' | 'notInList' | 'invalidValue';
export type CellRuleProblem = { field: AssortmentRowField; message: CellRuleMessage };
export type AppliedRowChanges = { values: Partial<AssortmentRowValues>; problems: CellRuleProblem[] };

/** English text of each problem; the discount text is the spec's. */
export const cellRuleMessages: Readonly<Record<CellRuleMessage, string>> = {
  discountPercentRange: 'Discount Percentage must be between 0-100',
  unknownLabel: 'Only a label of this assortment can be set',
  notInList: 'Only a value from the list can be set',
  invalidValue: 'This value cannot be set in this cell',
};

type Pricing = Required<Pick<AssortmentRowValues, 'discountPercent' | 'discountAmount' | 'netCost'>>;
type RuleOutcome = { values?: Partial<AssortmentRowValues>; problem?: CellRuleMessage };
type CellRule = (value: RowCellValue, row: RowPricing, context: CellRulesContext) => RuleOutcome;

/** No discount and no net cost of its own: the row is at the catalogue cost. */
const catalogueCost: Pricing = { discountPercent: null, discountAmount: null, netCost: null };

/**
 * The three pricing cells once the net cost is known. A negative net cost is blanked, and with
 * it the discount that produced it, so the three never contradict each other. Without a cost
 * nothing can be derived: only the net cost is kept.
 */
const pricingFromNetCost = (row: RowPricing, net: number | null, typedPercent?: number): Pricing => {
  if (net === null || net < 0) return catalogueCost;
  if (row.cost === null) return { ...catalogueCost, netCost: net };
  const discount = discountForNetCost(row.cost, net, row.decimalPlaces);
  // A typed percentage is kept as typed: re-deriving it from the rounded net cost would drift.
  return {
    netCost: net,
    discountAmount: discount.discountAmount,
    discountPercent: typedPercent ?? discount.discountPercent,
  };
};

const discountPercentRule: CellRule = (value, row) => {
  if (isBlankCell(value)) return { values: catalogueCost };
  const percent = validDiscountPercent(cellNumber(value) ?? Number.NaN);
  if (percent === null) return { values: catalogueCost, problem: 'discountPercentRange' };
  if (row.cost === null) return { values: { ...catalogueCost, discountPercent: percent } };
  return {
    values: pricingFromNetCost(row, netCostOf(row.cost, { discountPercent: percent }, row.decimalPlaces), percent),
  };
};

const discountAmountRule: CellRule = (value, row) => {
  const amount = cellNumber(value);
  if (Number.isNaN(amount)) return { problem: 'invalidValue' };
  if (amount === null || amount < 0) return { values: catalogueCost };
  if (row.cost === null) return { values: { ...catalogueCost, discountAmount: roundTo(amount, row.decimalPlaces) } };
  return { values: pricingFromNetCost(row, netCostOf(row.cost, { discountAmount: amount }, row.decimalPlaces)) };
};

const netCostRule: CellRule = (value, row) => {
  const net = cellNumber(value);
  if (Number.isNaN(net)) return { problem: 'invalidValue' };
  return { values: pricingFromNetCost(row, net === null ? 0 : roundTo(net, row.decimalPlaces)) };
};

/** Markup is not stored: it sets the net cost from the suggested retail, and the net cost the discount. */
const markupPercentRule: CellRule = (value, row) => {
  const markup = cellNumber(value);
  if (markup === null || markup < 0) return {};
  if (Number.isNaN(markup) || row.suggestedRetail === null) return { problem: 'invalidValue' };
  return { values: pricingFromNetCost(row, netCostForMarkup(row.suggestedRetail, markup, row.decimalPlaces)) };
};

const labelRule: CellRule = (value, _row, context) => {
  if (isBlankCell(value)) return { values: { label: null } };
  const names = context.labels.map((known) => known.name);
  const label = typeof value === 'string' ? lookupValue(value, names) : undefined;
  return label === undefined ? { problem: 'unknownLabel' } : { values: { label } };
};

const pillarRule: CellRule = (value, _row, context) => {
  const pillar = typeof value === 'string' ? lookupValue(value, context.pillars) : undefined;
  return pillar === undefined ? { problem: 'notInList' } : { values: { pillar } };
};

const carryoverRule: CellRule = (value) => {
  const flag = flagValue(value);
  return flag === undefined ? { problem: 'invalidValue' } : { values: { carryover: flag ? 1 : 0 } };
};

const selectedRule: CellRule = (value) => {
  const selected = flagValue(value);
  return selected === undefined ? { problem: 'invalidValue' } : { values: { selected } };
};

const tagsRule: CellRule = (value) => {
  const tags = tagsValue(value);
  return tags === undefined ? { problem: 'invalidValue' } : { values: { tags } };
};

type TextRowField = 'displayGroup' | 'styleNote' | 'colorNote' | 'collectionStyleNote' | 'collectionColorNote';
const textRule =
  (field: TextRowField): CellRule =>
  (value) => {
    const text = textValue(value);
    return text === undefined ? { problem: 'invalidValue' } : { values: { [field]: text } };
  };

/** A line's picture is set by its upload; an edit may only clear it or name a file of an assortment. */
const thumbnailRule: CellRule = (value) => {
  if (isBlankCell(value)) return { values: { thumbnail: null } };
  return typeof value === 'string' && isAssortmentFileUrl(value)
    ? { values: { thumbnail: value } }
    : { problem: 'invalidValue' };
};

/** One rule per editable field; the record makes a new field fail to compile until it has one. */
const cellRules: Readonly<Record<AssortmentRowField, CellRule>> = {
  discountPercent: discountPercentRule,
  discountAmount: discountAmountRule,
  netCost: netCostRule,
  markupPercent: markupPercentRule,
  label: labelRule,
  carryover: carryoverRule,
  selected: selectedRule,
  displayGroup: textRule('displayGroup'),
  styleNote: textRule('styleNote'),
  colorNote: textRule('colorNote'),
  collectionStyleNote: textRule('collectionStyleNote'),
  collectionColorNote: textRule('collectionColorNote'),
  tags: tagsRule,
  pillar: pillarRule,
  thumbnail: thumbnailRule,
};

/** Absent and null both mean "none"; tags compare by their entries. */
const sameStoredValue = (stored: unknown, next: unknown): boolean => {
  if (Array.isArray(stored) && Array.isArray(next)) {
    return stored.length === next.length && stored.every((entry, index) => entry === next[index]);
  }
  return (stored ?? null) === (next ?? null);
};

/**
 * Applies the user's edits of one row (raw cell values) to its stored values. Answers the stored
 * values that change, dependents included, and the problems. Fields apply in the order of
 * assortmentRowFieldNames, so of several pricing cells pasted at once the last one wins.
 */
export const applyRowChanges = (
  row: RowPricing & AssortmentRowValues,
  changes: RowChanges,
  context: CellRulesContext,
): AppliedRowChanges => {
  const next: Partial<AssortmentRowValues> = {};
  const problems: CellRuleProblem[] = [];
  for (const field of assortmentRowFieldNames) {
    const value = changes[field];
    if (value === undefined) continue;
    const outcome = cellRules[field](value, row, context);
    Object.assign(next, outcome.values);
    if (outcome.problem) problems.push({ field, message: outcome.problem });
  }
  const values = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => !sameStoredValue(row[field as keyof AssortmentRowValues], value)),
  ) as Partial<AssortmentRowValues>;
  return { values, problems };
};

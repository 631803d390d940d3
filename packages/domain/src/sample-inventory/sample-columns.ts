import type { SampleLibrary } from '../access/roles.js';
import { type SampleField, sampleFieldsOf } from './sample-inventory.js';

/**
 * The column labels of a sample library, as the grid, a sheet's header row and the export name
 * them: a sheet's Quantity is the sample's totalQty (spec part 1 §5).
 */
const sampleColumnLabels: Record<SampleField, string> = {
  division: 'Division',
  style: 'Style',
  color: 'Color',
  status: 'Status',
  side: 'Side',
  size: 'Size',
  totalQty: 'Quantity',
  bin: 'Bin',
  moldNum: 'Mold Number',
  moldDate: 'Mold Date',
  gender: 'Gender',
  quantity: 'Production Qty',
  shelf: 'Shelf',
  region: 'Region',
  aisle: 'Aisle',
  direction: 'Direction',
  level: 'Level',
  newBin: 'New Bin',
};

/** A library's columns in grid order. */
export const sampleColumnsOf = (library: SampleLibrary): { field: SampleField; label: string }[] =>
  sampleFieldsOf(library).map((field) => ({ field, label: sampleColumnLabels[field] }));

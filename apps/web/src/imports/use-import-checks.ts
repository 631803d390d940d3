import {
  type AssortmentLabel,
  type AssortmentStatus,
  checkImportRows,
  DEBOUNCE_MS,
  type ImportCheck,
  type ImportLookup,
  type ImportMode,
  type ImportRow,
  type ImportState,
  importRowsWithDifferingValues,
  importState,
  type ProductType,
  toStyleColorId,
} from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { validateProducts } from '../products';
import { seasonOverlap, withStyleColors } from './api';

type Context = {
  mode: ImportMode;
  productType: ProductType;
  /** The assortment's pricing location: line statuses are checked there. */
  locationCode?: string;
  /** Style-colours already in the assortment ('This Style/Color is Already in Your Assortment'). */
  inAssortment?: ReadonlySet<string>;
  /** The assortment imported into: its season's other assortments are asked after (part 1 §5). */
  assortmentId?: string;
  /** The assortment's labels: values the lines will not take are flagged ('Data Differs From Excel file'). */
  labels?: readonly AssortmentLabel[];
  /** The assortment's status: lines of another status warn (ALL when absent). */
  assortmentStatus?: AssortmentStatus;
};

/** Some other product type than the expected one: what 'Product Type is not correct' found. */
const otherType = (productType: ProductType): ProductType => (productType === 'Footwear' ? 'Apparel' : 'Footwear');

/**
 * The import grid's rows and their checks (part 1 §4 Import flow), shared by the spreadsheet
 * import and the bulk downloader: `load` takes the rows (expanding colourless ones), `validate`
 * looks them up and checks them, `edit` changes a style or colour and resets the state, and once
 * the action was taken, rows loaded again start as passed.
 */
export const useImportChecks = ({
  mode,
  productType,
  locationCode,
  inAssortment = new Set(),
  assortmentId,
  labels,
  assortmentStatus,
}: Context) => {
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [state, setState] = useState<ImportState>('start');
  const [findings, setFindings] = useState(new Map<number, ImportCheck[]>());
  const [actedOnce, setActedOnce] = useState(false);
  /** Rows renamed since the last lookup, as they were before: a lookup that fails puts them back. */
  const [renamed, setRenamed] = useState(new Map<number, ImportRow>());
  /** How far validation got: style-colours checked of those to check. */
  const [progress, setProgress] = useState({ checked: 0, total: 0 });

  const load = useMutation({
    mutationFn: ({ rows: next, colorMapped }: { rows: ImportRow[]; colorMapped: boolean }) =>
      withStyleColors(next, productType, colorMapped),
    onSuccess: (next) => {
      setRows(next);
      setRenamed(new Map());
      setFindings(new Map());
      setState(actedOnce ? 'passed' : 'start');
    },
  });

  const validate = useMutation({
    mutationFn: async () => {
      // Part 2 §9.3: the bulk downloader validates after a pause, as the bulk add does.
      if (mode === 'download') await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS.bulkValidation));
      const unique = [...new Map(rows.map((row) => [toStyleColorId(row.style, row.color), row])).values()].filter(
        (row) => row.style && row.color,
      );
      setProgress({ checked: 0, total: unique.length });
      const unknown = new Set<string>();
      const [answer, inSeason] = await Promise.all([
        validateProducts(productType, unique, undefined, {
          locationCode,
          onChecked: (checked) => setProgress({ checked, total: unique.length }),
          onFailed: (failed) => {
            for (const row of failed) unknown.add(toStyleColorId(row.style, row.color));
          },
        }),
        assortmentId ? seasonOverlap(assortmentId, unique) : new Set<string>(),
      ]);
      const lookup = new Map<string, ImportLookup>();
      for (const found of answer)
        if (found.status !== 'Style/Color Not Found')
          lookup.set(found.styleColorId, {
            productType: found.status === 'found' ? productType : otherType(productType),
            lineStatus: locationCode ? (found.lineStatus ?? null) : 'A',
          });
      const valuesDiffer = labels ? importRowsWithDifferingValues(rows, labels) : undefined;
      return checkImportRows(rows, {
        mode,
        productType,
        lookup,
        inAssortment,
        inSeason,
        unknown,
        valuesDiffer,
        assortmentStatus,
      });
    },
    onSuccess: (checked) => {
      setFindings(checked);
      setState(importState(checked));
      setRenamed(new Map());
    },
    // Part 1 §4: a failed lookup after a rename reverts the rename and clears the step.
    onError: () => {
      if (renamed.size === 0) return;
      setRows((current) => current.map((row) => renamed.get(row.key) ?? row));
      setRenamed(new Map());
      setFindings(new Map());
      setState('start');
    },
  });

  const edit = (key: number, field: 'style' | 'color', value: string) => {
    const before = rows.find((row) => row.key === key);
    if (before && !renamed.has(key)) setRenamed((current) => new Map(current).set(key, before));
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value.trim().toUpperCase() } : row)),
    );
    // A changed style or colour needs checking again (part 1 §4).
    setState('reset');
  };

  /** The rows the action may take: every row without a critical finding. */
  const acceptedRows = () =>
    rows.filter((row) => !findings.get(row.key)?.some((check) => check.severity === 'critical'));

  return {
    rows,
    state,
    findings,
    load,
    validate,
    progress,
    edit,
    acceptedRows,
    /** The action (import, download) was taken: part 1 §4 'the state starts as passed' from now on. */
    acted: () => setActedOnce(true),
  };
};

export type ImportChecks = ReturnType<typeof useImportChecks>;

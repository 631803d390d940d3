import type { AssetEditableFields } from './asset.js';
import type { AssetState, LibraryType } from './library-types.js';

/** Marketing Images carry a validity window (spec part 1 §5 "Publish validity per library"). */
export const MARKETING_IMAGE = 'Marketing Image';

/** What publish validity reads of an asset: its fields and its Ready Primary file. */
export type PublishSubject = Pick<
  AssetEditableFields,
  'name' | 'assetType' | 'lang' | 'gender' | 'category' | 'docType' | 'beginDate' | 'expireDate'
> & { libraryType: LibraryType; state: AssetState; primaryFile: { groups: readonly string[] } | null };

/** A required field named as the grid names its column; `primaryFile` and its groups are files. */
export type PublishField =
  | 'name'
  | 'assetType'
  | 'lang'
  | 'gender'
  | 'category'
  | 'docType'
  | 'primaryFile'
  | 'primaryFile.groups'
  | 'beginDate'
  | 'expireDate';

const filled = (value: string | null | undefined) => value !== null && value !== undefined && value.trim() !== '';
const isDay = (value: string | null | undefined): value is string =>
  filled(value) && /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && !Number.isNaN(Date.parse(value ?? ''));

type Check = (asset: PublishSubject) => PublishField[];
const fields =
  (...names: Extract<PublishField, keyof PublishSubject>[]): Check =>
  (asset) =>
    names.filter((name) => !filled(asset[name] as string | null));
const primaryFile: Check = (asset) => (asset.primaryFile ? [] : ['primaryFile']);
const primaryFileGroup: Check = (asset) =>
  asset.primaryFile && asset.primaryFile.groups.length > 0 ? [] : ['primaryFile.groups'];
/** Both dates present and real, and the window not reversed. */
const marketingImageDates: Check = (asset) => {
  if (asset.assetType !== MARKETING_IMAGE) return [];
  const missing: PublishField[] = [];
  if (!isDay(asset.beginDate)) missing.push('beginDate');
  if (!isDay(asset.expireDate)) missing.push('expireDate');
  if (missing.length === 0 && (asset.expireDate as string) < (asset.beginDate as string)) missing.push('expireDate');
  return missing;
};

const checks: Record<LibraryType, Check[]> = {
  StepAsset: [fields('name', 'assetType', 'lang', 'gender')],
  GlobalRetailAsset: [fields('name', 'assetType'), primaryFile],
  // The spec names no rule for resources; they share the global retail manage views and rule.
  GlobalRetailResource: [fields('name', 'assetType'), primaryFile],
  ProductDocument: [fields('name', 'docType'), primaryFileGroup],
  AdvertisingLogo: [fields('name', 'category')],
  AdvertisingAsset: [fields('name', 'assetType', 'category', 'gender'), marketingImageDates],
};

/** The fields an asset lacks to be published in its library; empty when it may be published. */
export const missingPublishFields = (asset: PublishSubject): PublishField[] =>
  checks[asset.libraryType].flatMap((check) => check(asset));

/**
 * The problems of a change (spec part 1 §4 and §5): a published result must be publish-valid,
 * and outside pending an editor cannot clear a publish-required field that was filled. Pending
 * assets may be cleared freely. Answers the offending fields; empty when the change is allowed.
 */
export const assetChangeProblems = (before: PublishSubject, after: PublishSubject): PublishField[] => {
  const missingAfter = missingPublishFields(after);
  if (after.state === 'published') return missingAfter;
  if (before.state === 'pending') return [];
  const missingBefore = new Set(missingPublishFields(before));
  return missingAfter.filter((field) => !missingBefore.has(field));
};

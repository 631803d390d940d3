import { type AssetState, type FileUsageType, genders, type LibraryType, MARKETING_IMAGE } from '@stride/domain';
import { assetFileKey } from '../assets/file-records.js';
import type { NewAssetFileRow, NewAssetRow } from '../assets/repository.js';
import type { Random } from './random.js';

/** What a library's assets are about: their types, categories and the words of their names. */
const vocabulary: Record<LibraryType, { assetTypes: string[]; categories: string[]; subjects: string[] }> = {
  AdvertisingAsset: {
    assetTypes: [MARKETING_IMAGE, 'Window Display', 'In-Store Poster', 'Social Media', 'Print Ad'],
    categories: ['Running', 'Trail', 'Lifestyle', 'Basketball', 'Training'],
    subjects: ['Spring Launch', 'Trail Series', 'City Runner', 'Court Classics', 'Summer Glow', 'Holiday Gift'],
  },
  AdvertisingLogo: {
    assetTypes: ['Logo'],
    categories: ['Primary Logo', 'Wordmark', 'Monogram', 'Sub-brand'],
    subjects: ['Stride Mark', 'Stride Wordmark', 'Trail Badge', 'Kids Crest', 'Outlet Seal'],
  },
  GlobalRetailAsset: {
    assetTypes: ['Visual Asset', 'Resource'],
    categories: ['Fixtures', 'Windows', 'Wall Graphics', 'Tables'],
    subjects: ['Hero Wall', 'Entry Table', 'Kids Corner', 'Window Set', 'Cash Wrap'],
  },
  GlobalRetailResource: {
    assetTypes: ['Resource'],
    categories: ['Guidelines', 'Planograms', 'Training'],
    subjects: ['Visual Guide', 'Planogram', 'Floor Plan', 'Opening Checklist'],
  },
  ProductDocument: {
    assetTypes: ['Document'],
    categories: ['Footwear', 'Apparel'],
    subjects: ['Line Sheet', 'Catalog', 'Size Chart', 'Care Guide', 'Tech Sheet'],
  },
  StepAsset: {
    assetTypes: ['Video', 'Presentation', 'Quiz'],
    categories: ['Product Knowledge', 'Selling Skills'],
    subjects: ['Cushioning 101', 'Fit Guide', 'Trail Tech', 'Customer Greeting', 'Apparel Layers'],
  },
};
const docTypes = ['Line Sheet', 'Catalog', 'Size Chart', 'Tech Sheet'];
const langs = ['en-US', 'de-DE', 'es-ES', 'fr-FR'];
const seasons = ['Spring', 'Fall'];
const regions = ['Domestic', 'International', 'Europe'];
const storeTypes = ['Concept', 'Outlet', 'Big Box'];
const entities = ['Domestic', 'Subsidiary', 'Franchise'];
const divisions = ['Running', 'Outdoor', 'Lifestyle', 'Kids'];
const groups = ['Sales', 'Marketing', 'Retail'];
/** Most assets are published, as in a library in use; every state has some. */
const states: AssetState[] = ['published', 'published', 'published', 'published', 'pending', 'unpublished', 'deleted'];

/** The kind of file an asset shows: PDFs for documents and resources, pictures for the rest. */
export const demoFileKind = (libraryType: LibraryType): 'pdf' | 'image' =>
  libraryType === 'ProductDocument' || libraryType === 'GlobalRetailResource' ? 'pdf' : 'image';

export type DemoAsset = {
  asset: NewAssetRow & { id: string };
  files: (NewAssetFileRow & { id: string; usageType: FileUsageType })[];
  /** The subject and colour its rendered picture shows. */
  subject: string;
};

/** A version-4 shaped UUID from the seeded random, so the demo's ids repeat from seed to seed. */
const seededUuid = (random: Random) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random.next() * 4)] as string;
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * `count` assets of a library, deterministic for a random; each has a Ready Primary file and
 * every fourth a Working File. Keys follow assetFileKey; the bytes are written elsewhere.
 */
export const demoAssets = (random: Random, libraryType: LibraryType, count: number, now: number): DemoAsset[] => {
  const words = vocabulary[libraryType];
  const { pick } = random;
  const uuid = () => seededUuid(random);
  const extension = demoFileKind(libraryType) === 'pdf' ? 'pdf' : 'jpg';
  return Array.from({ length: count }, (_, index) => {
    const id = uuid();
    const subject = pick(words.subjects);
    const year = 2022 + Math.floor(random.next() * 5);
    const season = pick(seasons);
    const name = `${subject.replace(/\s/g, '_')}_${season}_${year}_${String(index + 1).padStart(4, '0')}.${extension}`;
    const modified = now - Math.floor(random.next() * 400) * 86_400_000;
    const begin = now - Math.floor(random.next() * 60) * 86_400_000;
    const assetType = pick(words.assetTypes);
    const primaryId = uuid();
    const files: DemoAsset['files'] = [
      {
        id: primaryId,
        assetId: id,
        filename: name,
        usageType: 'Primary',
        key: assetFileKey(primaryId, name),
        fileSize: 0,
        state: 'Ready',
        groups: libraryType === 'ProductDocument' ? [pick(groups)] : [],
        modifiedDate: new Date(modified),
      },
    ];
    if (index % 4 === 0) {
      const workingId = uuid();
      const working = name.replace(/\.\w+$/, '_layers.pdf');
      files.push({
        id: workingId,
        assetId: id,
        filename: working,
        usageType: 'Working File',
        key: assetFileKey(workingId, working),
        fileSize: 0,
        state: 'Ready',
        modifiedDate: new Date(modified),
      });
    }
    const body = `${subject}: ${assetType.toLowerCase()} for ${season} ${year}.`;
    const asset: DemoAsset['asset'] = {
      id,
      libraryType,
      state: pick(states),
      name,
      lang: pick(langs),
      year,
      season,
      initiative: random.next() < 0.5 ? `${season} ${year} Launch` : null,
      element: libraryType === 'GlobalRetailAsset' ? pick(['Wall', 'Table', 'Window']) : null,
      category: pick(words.categories),
      entity: pick(entities),
      storeType: pick(storeTypes),
      gender: pick(genders),
      assetType,
      assetSubType: libraryType === 'GlobalRetailAsset' ? pick(['Graphic', 'Photo', 'Layout']) : null,
      docType: libraryType === 'ProductDocument' ? pick(docTypes) : null,
      divisionId: libraryType === 'ProductDocument' || libraryType === 'StepAsset' ? [pick(divisions)] : [],
      region: pick(regions),
      tag: random.next() < 0.3 ? 'featured' : null,
      orientation: libraryType === 'AdvertisingAsset' ? pick(['Landscape', 'Portrait', 'Square']) : null,
      usage: libraryType === 'AdvertisingAsset' ? pick(['Print', 'Digital', 'In-Store']) : null,
      beginDate: assetType === MARKETING_IMAGE ? day(begin) : null,
      expireDate: assetType === MARKETING_IMAGE ? day(begin + 120 * 86_400_000) : null,
      body,
      searchText: [name, body, ...files.map((file) => file.filename)].join(' '),
      createdDate: new Date(modified - 7 * 86_400_000),
      createdByName: 'Stride Demo',
      modifiedDate: new Date(modified),
      lastEditedByName: 'Stride Demo',
    };
    return { asset, files, subject };
  });
};

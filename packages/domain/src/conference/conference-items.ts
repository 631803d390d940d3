import { z } from 'zod';
import { conferenceGroups } from '../access/roles.js';
import {
  type ConferenceSite,
  type ConferenceTab,
  conferenceAdTabs,
  conferenceCategoryTabs,
  conferenceSiteDefinitions,
  conferenceSites,
} from './conference-sites.js';

export const conferenceSiteSchema = z.enum(conferenceSites);

/**
 * What a microsite shows that editors write: its welcome text, the session agenda, marketing
 * highlights, (DTC) catalogs and retail openings. One kind per tab that reads it.
 */
const conferenceItemKinds = ['welcome', 'session', 'marketing', 'catalog', 'retail'] as const;
export type ConferenceItemKind = (typeof conferenceItemKinds)[number];
export const CONFERENCE_ITEMS_PER_SITE = 500;

/** The tabs that show each kind: a site keeps only the kinds one of its tabs shows. */
const conferenceItemKindTabs: Record<ConferenceItemKind, readonly ConferenceTab[]> = {
  welcome: ['welcome', 'landing'],
  session: ['sessions'],
  marketing: ['marketing'],
  catalog: ['catalogs', 'dtc-catalog'],
  retail: ['retail'],
};

export const conferenceItemKindsOf = (site: ConferenceSite): ConferenceItemKind[] =>
  conferenceItemKinds.filter((kind) =>
    conferenceItemKindTabs[kind].some((tab) => conferenceSiteDefinitions[site].tabs.includes(tab)),
  );

const text = (max: number) => z.string().trim().max(max);
/** A picture is a path of this app (a library thumbnail) or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(2_000)
  .regex(/^(\/api\/|https:\/\/)/, 'A picture is an /api/ path or an https:// address.');

/** The largest picture an editor uploads for an item. */
export const CONFERENCE_PICTURE_MAX_SIZE = 10_485_760;

export const conferenceItemFieldsSchema = z.object({
  kind: z.enum(conferenceItemKinds),
  title: text(200).min(1),
  body: text(4_000).default(''),
  /** A picture link (a library thumbnail or an https address), for items without an uploaded picture. */
  imageUrl: imageUrl.nullable().default(null),
  /** The uploaded picture: the key its upload was announced with (POST …/pictures), kept while the item keeps it. */
  picture: z.string().trim().min(1).max(500).nullable().default(null),
  /** The conference groups the item is meant for; none = everyone who opens the site. */
  groups: z
    .array(z.enum(conferenceGroups))
    .max(conferenceGroups.length)
    .default([])
    .transform((groups) => conferenceGroups.filter((group) => groups.includes(group))),
  link: z
    .string()
    .trim()
    .max(2_000)
    .regex(/^https:\/\//, 'A link is an https:// address.')
    .nullable()
    .default(null),
  /** Sessions: when, where and who. */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  room: text(120).nullable().default(null),
  speaker: text(200).nullable().default(null),
  /** Retail openings: the store and its day. */
  location: text(200).nullable().default(null),
  openingDate: z.iso.date().nullable().default(null),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

const missing = (value: string | null | undefined) => value === null || value === undefined || value === '';

/** The fields a kind cannot do without, and a session that ends after it starts. */
const kindRules = (item: z.output<typeof conferenceItemFieldsSchema>, context: z.RefinementCtx) => {
  const required: Partial<Record<ConferenceItemKind, (keyof typeof item)[]>> = {
    session: ['startsAt', 'endsAt', 'room', 'speaker'],
    retail: ['location', 'openingDate'],
  };
  for (const field of required[item.kind] ?? []) {
    if (missing(item[field] as string | null)) {
      context.addIssue({ code: 'custom', path: [field], message: `A ${item.kind} item needs ${field}.` });
    }
  }
  if (item.picture && item.imageUrl) {
    context.addIssue({
      code: 'custom',
      path: ['imageUrl'],
      message: 'An item shows an uploaded picture or a picture link, not both.',
    });
  }
  if (item.startsAt && item.endsAt && Date.parse(item.endsAt) <= Date.parse(item.startsAt)) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'A session ends after it starts.' });
  }
};

export const conferenceItemRequestSchema = conferenceItemFieldsSchema.superRefine(kindRules);
export type ConferenceItemRequest = z.input<typeof conferenceItemRequestSchema>;
/** A request as the server reads it: every field present, defaults filled in. */
export type ConferenceItemFields = z.output<typeof conferenceItemRequestSchema>;

export const conferenceItemSchema = conferenceItemFieldsSchema.extend({
  _id: z.string(),
  site: conferenceSiteSchema,
  groups: z.array(z.enum(conferenceGroups)),
  /** Where the uploaded picture is served (with its version), or null. */
  pictureUrl: z.string().nullable(),
  modifiedDate: z.iso.datetime(),
});
export type ConferenceItem = z.infer<typeof conferenceItemSchema>;

/** The load of a site: everything its pages show except the dashboard parts. */
export const conferenceSiteContentSchema = z.object({
  site: conferenceSiteSchema,
  welcome: z.array(conferenceItemSchema),
  marketing: z.array(conferenceItemSchema),
  catalogs: z.array(conferenceItemSchema),
  retail: z.array(conferenceItemSchema),
});
export type ConferenceSiteContent = z.infer<typeof conferenceSiteContentSchema>;

/** Where to upload an item's picture (then the upload protocol); the item keeps it once saved with it. */
export const conferencePictureRequestSchema = z.object({
  filename: z.string().trim().min(1).max(200),
  fileSize: z.number().int().positive().max(CONFERENCE_PICTURE_MAX_SIZE, 'A picture is 10 MB at most.'),
});
export type ConferencePictureRequest = z.infer<typeof conferencePictureRequestSchema>;
/** An uploaded picture no item was saved with (a dialog closed without saving). */
export const conferencePictureDiscardQuerySchema = z.object({ key: z.string().trim().min(1).max(500) });
export const conferencePictureAnswerSchema = z.object({ upload: z.object({ bucket: z.string(), key: z.string() }) });

export const conferenceSiteParamsSchema = z.object({ site: conferenceSiteSchema });
export const conferenceItemParamsSchema = z.object({ site: conferenceSiteSchema, id: z.uuid() });
export const conferenceAdsQuerySchema = z.object({ tab: z.enum(conferenceAdTabs) });
export const conferenceCategoryQuerySchema = z.object({ tab: z.enum(conferenceCategoryTabs) });

/** A style-colour of a category tab. */
export const conferenceProductSchema = z.object({
  styleColorId: z.string(),
  name: z.string(),
  colorDescription: z.string(),
  gender: z.string(),
  division: z.string(),
  /** Whether it belongs to the conference's season (those come first). */
  inSeason: z.boolean(),
});
export type ConferenceProduct = z.infer<typeof conferenceProductSchema>;
export const CONFERENCE_CATEGORY_PRODUCTS = 24;
export const CONFERENCE_ADS_PER_TAB = 48;

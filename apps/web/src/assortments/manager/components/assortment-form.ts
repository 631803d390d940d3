import {
  type Assortment,
  type AssortmentPatch,
  type CreateAssortmentRequest,
  createAssortmentRequestSchema,
  DEFAULT_ASSORTMENT_STATUS,
} from '@stride/domain';

/** The 'Select Assortment Type' form as typed: selects hold '' for "none", the year is text. */
export type AssortmentFormValues = {
  title: string;
  subTitle: string;
  productType: Assortment['productType'];
  method: Assortment['method'];
  channel: Assortment['channel'];
  region: Assortment['region'];
  gender: NonNullable<Assortment['gender']> | '';
  season: NonNullable<Assortment['season']> | '';
  year: string;
  status: Assortment['status'];
};

export type AssortmentFormField = keyof AssortmentFormValues;

export const emptyAssortmentForm: AssortmentFormValues = {
  title: '',
  subTitle: '',
  productType: 'Footwear',
  method: 'static',
  channel: 'All',
  region: 'All',
  gender: '',
  season: '',
  year: '',
  status: DEFAULT_ASSORTMENT_STATUS,
};

export const formValuesOf = (entry: Assortment): AssortmentFormValues => ({
  title: entry.title,
  subTitle: entry.subTitle ?? '',
  productType: entry.productType,
  method: entry.method,
  channel: entry.channel,
  region: entry.region,
  gender: entry.gender ?? '',
  season: entry.season ?? '',
  year: entry.year === null ? '' : String(entry.year),
  status: entry.status,
});

const yearOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The form checked by the domain's create schema (the server checks the same one): the request
 * to send, or the fields that are wrong.
 */
export const parseAssortmentForm = (
  values: AssortmentFormValues,
  parentId: string | null,
): { request: CreateAssortmentRequest; errors?: never } | { request?: never; errors: Set<AssortmentFormField> } => {
  const parsed = createAssortmentRequestSchema.safeParse({
    title: values.title,
    type: 'item',
    parentId,
    subTitle: values.subTitle.trim() || null,
    productType: values.productType,
    method: values.method,
    channel: values.channel,
    region: values.region,
    gender: values.gender || null,
    season: values.season || null,
    year: yearOf(values.year),
    status: values.status,
  });
  if (parsed.success) return { request: parsed.data };
  const fields = new Set(Object.keys(emptyAssortmentForm));
  const errors = new Set(
    parsed.error.issues
      .map((issue) => String(issue.path[0] ?? ''))
      .filter((field): field is AssortmentFormField => fields.has(field)),
  );
  return { errors };
};

/** An edit sends the dialog's properties only. */
export const patchOf = ({
  title,
  subTitle,
  productType,
  method,
  channel,
  region,
  gender,
  season,
  year,
  status,
}: CreateAssortmentRequest): AssortmentPatch => ({
  title,
  subTitle: subTitle ?? null,
  productType,
  method,
  channel,
  region,
  gender: gender ?? null,
  season: season ?? null,
  year: year ?? null,
  status,
});

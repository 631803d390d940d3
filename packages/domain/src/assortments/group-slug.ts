/**
 * The {group_slug} of divider routes (spec part 1 §2): a group's title in lower case, runs of
 * anything but letters and digits made one dash ('Work & Safety' → 'work-safety').
 */
export const groupSlug = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

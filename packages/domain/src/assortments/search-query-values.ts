/**
 * Whether a value may join a search query (spec part 1 §5): the add-to-search-query step skips
 * empty values, null, and the text 'null' in any case, which is what a missing value reads as
 * once it has been written out as text (a saved link, an option list).
 */
export const isSearchQueryValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text.toLowerCase() !== 'null';
};

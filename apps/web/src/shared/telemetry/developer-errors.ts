const reported = new Set<string>();

/**
 * Spec part 2 §8.8: what a developer configured wrong is said in the console, once per kind and
 * detail (a money cell renders many times); the user meanwhile sees the fallback.
 */
export const reportDeveloperError = (message: string, detail?: unknown) => {
  const key = `${message} ${JSON.stringify(detail)}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message, ...(detail === undefined ? [] : [detail]));
};

/** Calls whose path names an options type, a library type or a manage type, and where it stands. */
const typedCallPaths: { parameter: 'optionsType' | 'libraryType' | 'manageType'; pattern: RegExp }[] = [
  { parameter: 'optionsType', pattern: /^options\/data(?:\/([^/]*))?/ },
  { parameter: 'manageType', pattern: /^(?:assets|sampleInventory)\/([^/]*)\/(?:batch\/many|check-filename)$/ },
  { parameter: 'manageType', pattern: /^sampleInventory\/autocomplete\/([^/]*)\// },
  { parameter: 'libraryType', pattern: /^assets\/([^/]*)(?:\/report\/xlsx)?$/ },
];

/** A type the caller did not have: left out, or written into the path as `undefined` or `null`. */
const isMissing = (segment: string | undefined) => !segment || segment === 'undefined' || segment === 'null';

/** Before a call: says in the console when its path lacks the options, library or manage type. */
export const checkCallPath = (path: string) => {
  const bare = path.replace(/^\//, '').split('?')[0] ?? '';
  for (const { parameter, pattern } of typedCallPaths) {
    const match = pattern.exec(bare);
    if (match && isMissing(match[1])) return reportDeveloperError(`Missing ${parameter} in the call`, path);
  }
};

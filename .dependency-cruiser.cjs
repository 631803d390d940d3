// The floors of STYLE.md, checked by `npm run check:boundaries` (a step of `npm test`):
// domain → server platform/ → server features → app.ts; domain → web shared/ → web features → app/.
// Every violation fails the check: the baseline of old ones that came with it is empty since issue 25
// and was removed with its script.

/** Web folders below the features: the shared floor, and i18n (languages and formatting) beside it. */
const WEB_FLOOR = '(?:shared|i18n)/';
/** Any web feature folder: a folder of apps/web/src other than the floor and app/. */
const WEB_FEATURE = `^apps/web/src/(?!${WEB_FLOOR}|app/)[^/]+/`;
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod',
      comment: 'packages/domain is pure: its code imports zod and itself, nothing else (tests may use their tools).',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: TEST_FILE },
      to: { pathNot: ['^packages/domain/src/', '^node_modules/zod/'] },
    },
    {
      name: 'server-platform-not-to-features',
      comment: 'apps/server/src/platform is the floor under the server features: it must not import one.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(?!platform/)[^/]+/' },
    },
    {
      name: 'web-shared-not-to-features',
      comment: 'apps/web/src/shared is the floor every web feature stands on: it must not import a feature, nor app/.',
      severity: 'error',
      from: { path: `^apps/web/src/${WEB_FLOOR}` },
      to: { path: [WEB_FEATURE, '^apps/web/src/app/'] },
    },
    {
      name: 'web-not-to-app',
      comment:
        'apps/web/src/app assembles the features (route table, providers): only main.tsx imports it (and tests that render the whole table).',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/app/', '^apps/web/src/main\\.tsx$', TEST_FILE] },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-through-index',
      comment: "A web feature uses another only through that feature's index.ts, never its inside files.",
      severity: 'error',
      from: { path: '^apps/web/src/([^/]+)/', pathNot: [`^apps/web/src/(?:${WEB_FLOOR}|app/)`, TEST_FILE] },
      to: { path: WEB_FEATURE, pathNot: ['^apps/web/src/$1/', '^apps/web/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle: the modules cannot be understood, tested or loaded one without the other.',
      severity: 'error',
      from: { path: '^(?:packages/domain/src|apps/server/src|apps/web/src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(?:^|/)dist/', '(?:^|/)node_modules/\\.cache/'] },
    // Type-only imports tie code together as much as the others; they count.
    tsPreCompilationDeps: true,
    // No workspace declares paths or baseUrl; every workspace tsconfig extends this one.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content', compress: true },
    progress: { type: 'none' },
  },
};

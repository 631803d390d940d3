/** Query keys of every feature, in one place so invalidations cannot drift. */
export const queryKeys = {
  announcements: {
    all: ['announcements'] as const,
    feed: ['announcements', 'feed'] as const,
    list: ['announcements', 'list'] as const,
  },
  accounts: {
    sso: ['accounts', 'sso'] as const,
    setPasswordCode: (userId: string, code: string) => ['accounts', 'set-password', userId, code] as const,
    adRegister: (pendingUser: string) => ['accounts', 'ad-register', pendingUser] as const,
  },
  users: {
    all: ['users'] as const,
    list: (query: Record<string, unknown>) => ['users', 'list', query] as const,
  },
  products: {
    facets: (query: unknown, keys: readonly string[]) => ['products', 'facets', query, keys] as const,
    styleSuggestions: (text: string) => ['products', 'style-suggestions', text] as const,
  },
  libraries: {
    all: ['libraries'] as const,
    total: (libraryType: string) => ['libraries', libraryType, 'total'] as const,
    facets: (libraryType: string, query: unknown, keys: readonly string[]) =>
      ['libraries', libraryType, 'facets', query, keys] as const,
    assetSearch: (libraryType: string, keyword: string) => ['libraries', libraryType, 'asset-search', keyword] as const,
  },
  assortments: {
    all: ['assortments'] as const,
    list: (query: Record<string, unknown>) => ['assortments', 'list', query] as const,
    published: ['assortments', 'published'] as const,
    detail: (id: string) => ['assortments', 'detail', id] as const,
    history: (id: string) => ['assortments', 'history', id] as const,
    crmSync: (id: string) => ['assortments', 'crmSync', id] as const,
  },
  searches: { saved: ['searches', 'saved'] as const },
  notifications: {
    all: ['notifications'] as const,
    page: (userCode: string | null, limit: number) => ['notifications', 'page', userCode, limit] as const,
  },
  coordinatorAssignments: { all: ['coordinator-assignments'] as const },
  seasons: {
    all: ['seasons'] as const,
    list: (channel: string, subRoute: string) => ['seasons', 'list', channel, subRoute] as const,
  },
  documents: {
    schedules: () => ['documents', 'schedules'] as const,
    kept: () => ['documents', 'kept'] as const,
  },
  reports: { schedules: () => ['reports', 'schedules'] as const },
  mail: { outbox: (page: number) => ['mail', 'outbox', page] as const },
  webhooks: {
    all: ['webhooks'] as const,
    deliveries: (webhookId: string) => ['webhooks', webhookId, 'deliveries'] as const,
  },
  apiTokens: {
    all: ['api-tokens'] as const,
    /** A person's tokens: the caller's own (`mine`) or, for administrators, anyone's by id. */
    of: (userId: string) => ['api-tokens', userId] as const,
  },
  showroom: {
    detail: (id: string) => ['showroom', 'detail', id] as const,
    site: (site: string) => ['showroom', 'site', site] as const,
    settings: (id: string) => ['showroom', 'settings', id] as const,
  },
  salesTools: ['options', 'salesTools'] as const,
  customers: { lookup: (text: string) => ['customers', 'lookup', text] as const },
  dashboard: { latestStep: ['libraries', 'StepAsset', 'latest'] as const, feed: ['dashboard', 'feed'] as const },
  orders: {
    lists: ['orders', 'list'] as const,
    detail: (routeType: string, orderNumber: number) => ['orders', 'detail', routeType, orderNumber] as const,
    history: (id: string, modifiedDate: string) => ['orders', 'history', id, modifiedDate] as const,
    coordinators: ['orders', 'coordinators'] as const,
    sampleStyles: ['orders', 'sample-styles'] as const,
    catalogueSizes: (productType: string, ids: readonly string[]) =>
      ['orders', 'catalogue-sizes', productType, ids] as const,
  },
  prototypes: { products: (query: unknown, limit: number) => ['products', 'prototypes', query, limit] as const },
};

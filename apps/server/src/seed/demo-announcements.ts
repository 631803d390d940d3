const day = 86_400_000;

/** The dashboard feed: a few weeks of news, newest first once sorted. */
export const demoAnnouncements = (now: number) =>
  [
    {
      title: 'Spring 26 line plan is open',
      body: 'Spring 26 key initiatives are published for Domestic and International wholesale. Build your assortments and share linesheets with your accounts.',
      link: '/product/assortments',
      ageDays: 1,
    },
    {
      title: 'New: Fall 25 campaign assets',
      body: 'The Fall 25 campaign imagery, logos and in-store graphics are in the advertising library, with print-ready files.',
      link: '/advertising/libraries',
      ageDays: 4,
    },
    {
      title: 'Sample order cut-off for Spring 26',
      body: 'Submit sample requests for Spring 26 sales meetings by the end of the month so coordinators can ship in time.',
      link: '/orders/samples',
      ageDays: 9,
    },
    {
      title: 'Global Sales Conference Spring 26',
      body: 'Sessions, category presentations and advertising previews of the Spring 26 conference are now online.',
      link: '/global/conference',
      ageDays: 15,
    },
    {
      title: 'Price update for Canadian accounts',
      body: 'Wholesale prices in CAD were updated for the Fall 25 carryover styles. Linesheets pick up the new prices automatically.',
      link: null,
      ageDays: 23,
    },
    {
      title: 'Store openings: retail resources refreshed',
      body: 'Fixture guides and visual merchandising resources for new store formats are in the Global Retail library.',
      link: '/global-retail/libraries',
      ageDays: 31,
    },
  ].map(({ ageDays, ...rest }) => ({ ...rest, published: true, publishedAt: new Date(now - ageDays * day) }));

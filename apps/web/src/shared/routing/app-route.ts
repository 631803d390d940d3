import type { AccessRuleName, SalesTool } from '@stride/domain';
import type { LazyPage } from './lazy-page';

export const toolbarTitles = ['advertising', 'product', 'globalRetail', 'sales', 'orders'] as const;
export type ToolbarTitle = (typeof toolbarTitles)[number];

/** One screen of the route table; its own module, so that route lists and menus need not import the table. */
export type AppRoute = {
  /** Route names follow the spec (dashboard--its, advertising--libraries--assets--manage--pending…). */
  name: string;
  path: string;
  /** 'public' pages need no login; any other value is a named rule of the domain package. */
  access: 'public' | AccessRuleName;
  component: LazyPage;
  /** The app bar is shown unless a route turns it off. */
  appBar?: boolean;
  /** Where the route is offered: a toolbar menu, the user menu, and/or a dashboard tile. */
  menu?: {
    toolbar: ToolbarTitle | 'user';
    labelKey: string;
    /** A rule the menu entry needs beyond the route's own (spec part 1 §6: menu entries needing a sub-role). */
    access?: AccessRuleName;
  };
  tile?: { titleKey: string; descriptionKey: string; icon: string };
  /** An external tool: its menu entry and tile open the tool's configured address in a new tab. */
  external?: SalesTool;
  /** Kept by a showroom saved for offline: the page's code loads when the buyer saves, so it opens offline too. */
  offline?: boolean;
};

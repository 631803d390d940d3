import { type AccessSubject, type CheckAccessOptions, checkAccess } from '../access/check-access.js';
import { accessRules } from '../access/rules.js';

/**
 * The external tools of the Sales menu (spec part 1 §1), each behind the access rule of its name
 * (part 1 §6: travel calendar, key item pricing, spending approval, UPC lookup).
 */
export const salesTools = ['travelCalendar', 'keyItemPricing', 'spendingApproval', 'upcLookup'] as const;
export type SalesTool = (typeof salesTools)[number];

/** A tool the user may open, with its address (the options call's `salesTools`). */
export type SalesToolLink = { tool: SalesTool; url: string };

/** Where each tool lives; a tool without an address is not offered. */
export type SalesToolUrls = Partial<Record<SalesTool, string>>;

/** The tools a user may open that have an address: what the options call answers them. */
export const allowedSalesTools = (
  user: AccessSubject,
  urls: SalesToolUrls,
  options: CheckAccessOptions = {},
): SalesToolLink[] =>
  salesTools.flatMap((tool) => {
    const url = urls[tool];
    return url && checkAccess(user, accessRules[tool], options) ? [{ tool, url }] : [];
  });

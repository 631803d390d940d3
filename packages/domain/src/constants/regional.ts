/** Regional defaults (spec part 1 §9, part 2 §9.4 and §9.5). */
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_DECIMAL_PLACES = 2;
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const SALES_LOCATION_CODE = 'US';
export const locationCodeForRegion = (region: string | undefined): 'EU' | 'US' => (region === 'Europe' ? 'EU' : 'US');
export const HEADER_SIZES = [45, 80, 133, 178] as const;
export const SUBHEADER_SIZES = [45, 121, 133, 178, 280] as const;
export const OVERLAY_WIDTH_PX = 400;
export const NOTIFICATIONS_DRAWER = { widthPx: 360, background: '#f5f5f5' } as const;

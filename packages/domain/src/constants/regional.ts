/** Regional defaults (spec part 1 §9, part 2 §9.4 and §9.5). */
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_DECIMAL_PLACES = 2;
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const SALES_LOCATION_CODE = 'US';
export const locationCodeForRegion = (region: string | undefined): 'EU' | 'US' => (region === 'Europe' ? 'EU' : 'US');

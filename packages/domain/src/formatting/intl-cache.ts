// Building an Intl formatter costs far more than formatting with it (a grid formats thousands of
// cells), so each locale and option set is built once and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const cached = <F>(cache: Map<string, F>, key: string, build: () => F): F => {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
};

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

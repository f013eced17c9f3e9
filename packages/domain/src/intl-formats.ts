// The platform's Intl formatters, made once per locale and options. Making one costs tens of
// microseconds (locale data is resolved each time) while formatting with it costs one or two: a
// server render that wrote a price, a duration or a time per card made hundreds per page, the
// largest share of its CPU (issue 19, docs/performance.md). Formatters are immutable, so sharing
// them changes no output.

// Each Intl options type is a plain object of primitives: serialised as the memo key.
type Options = object;

function memo<F, O extends Options>(make: (locale: string, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, options: O = {} as O): F => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat =
  memo((locale, options) => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, made once (throws, and keeps nothing, on a bad currency). */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = memo(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export const relativeTimeFormat: (
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
) => Intl.RelativeTimeFormat = memo((locale, options) => new Intl.RelativeTimeFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, made once. */
export const listFormat: (locale: string, options?: Intl.ListFormatOptions) => Intl.ListFormat = memo(
  (locale, options) => new Intl.ListFormat(locale, options),
);

/** `new Intl.PluralRules(locale, options)`, made once. */
export const pluralRules: (locale: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules = memo(
  (locale, options) => new Intl.PluralRules(locale, options),
);

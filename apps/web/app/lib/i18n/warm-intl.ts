// The first Intl formatter or collator of a page loads ICU's data for its locale: 7 ms on this
// machine for a date format, 7 more for the first localeCompare, four times that on a slow phone
// (issue 19's profile of the booking page). Hydration paid them inside the components that happen
// to format first (the booking step's collaborator list, the time step's day strip), in tasks that
// were already long. Paid before hydration, one per task, those tasks stay short and a tap in
// between waits for one small task only.

/**
 * Each loads one kind of the locale's ICU data (the instances are dropped, ICU keeps the data).
 * `locale` is the document's language, one of ours.
 */
export const intlWarmUps = (locale: string): (() => unknown)[] => [
  () => new Intl.DateTimeFormat(locale).format(0),
  () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0),
  () => 'a'.localeCompare('b'),
];

// Spec §4: "Alerts shown are those whose serviceId matches a service found in the categories."
// An alert speaks about a service; one whose service no category lists (a draft, an upsell-only
// service, a service taken out of every category) would speak about something visitors cannot find.

export type AlertOfService = { serviceId: number | null };
export type CategoryListing = { articles: readonly { id: number }[] };

/** The alerts whose service one of the categories lists, in their order. */
export function alertsOfListedServices<A extends AlertOfService>(
  alerts: readonly A[],
  categories: readonly CategoryListing[],
): A[] {
  const listed = new Set(categories.flatMap((category) => category.articles.map((article) => article.id)));
  return alerts.filter((alert) => alert.serviceId !== null && listed.has(alert.serviceId));
}

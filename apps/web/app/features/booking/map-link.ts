/** A map of the shop with no paid service (OpenStreetMap; spec §7 map zoom 18), by coordinates or address. */
export function mapLink(shop: {
  coordinates: { lat: number; lng: number } | null;
  address: string;
  zipcode: string;
  city: string;
}): string {
  if (shop.coordinates) {
    const { lat, lng } = shop.coordinates;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
  }
  const query = encodeURIComponent(`${shop.address}, ${shop.zipcode} ${shop.city}`);
  return `https://www.openstreetmap.org/search?query=${query}`;
}

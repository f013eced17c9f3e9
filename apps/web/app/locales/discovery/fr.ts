/**
 * The discovery pages' texts (issue 7), reference catalogue: every other language has exactly
 * these keys (DiscoveryMessages; catalogue.test.ts). Spec texts are kept verbatim where the spec
 * gives them (§2 'Rechercher une boutique'). `{name}` placeholders are filled by the translator.
 */
export const fr = {
  home: 'Accueil',
  breadcrumbs: 'Fil d’Ariane',
  backHomeLink: 'Retour à l’accueil',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  // Home
  heroLabel: 'À la une',
  slideOf: '{index} sur {total}',
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  pauseSlides: 'Mettre le défilement en pause',
  playSlides: 'Reprendre le défilement',
  goToSlide: 'Afficher la diapositive {index}',
  homeServices: 'Nos prestations',
  homePosts: 'Le magazine',
  featured: 'À la une',
  // Shop search
  searchPlaceholder: 'Rechercher {shopGender, select, f {une} other {un}} {shopNoun}',
  searchLabel: 'Rechercher {shopGender, select, f {une} other {un}} {shopNoun} par nom, ville ou code postal',
  searchSubmit: 'Rechercher',
  aroundMe: 'Autour de moi',
  placesLabel: 'Villes',
  yourPosition: 'votre position',
  searching: 'Recherche en cours…',
  searchFailed: 'La recherche n’a pas abouti. Vérifiez votre connexion et réessayez.',
  resultsAll: '{count, plural, one {# {shopNoun}} other {# {shopNouns}}}',
  resultsFor: '{count, plural, one {# {shopNoun}} other {# {shopNouns}}} pour « {q} »',
  resultsNear: '{count, plural, one {# {shopNoun}} other {# {shopNouns}}} à moins de {km} km de {place}',
  noResults:
    '{shopGender, select, f {Aucune} other {Aucun}} {shopNoun} ne correspond à votre recherche. Essayez une ville, un code postal ou « Autour de moi ».',
  locationDeactivated:
    'Localisation désactivée : autorisez-la dans votre navigateur pour voir les {shopNouns} proches de vous.',
  radiusLabel: 'Rayon de recherche',
  radiusValue: '{km} km',
  seeMore: 'Voir plus',
  suggestionsTitle: 'Autres {shopNouns} qui pourraient vous plaire',
  historyLabel: '{shopGender, select, f {Vos dernières} other {Vos derniers}} {shopNouns}',
  lastVisited: 'Dernière visite :',
  recentlyViewed: 'Consultées récemment :',
  /** Spec §2 shop list: a shop this browser has never opened (shop-history). */
  noVisit: 'Aucune visite',
  ratingLabel: 'Note moyenne {average} sur 5, {count, plural, one {# avis vérifié} other {# avis vérifiés}}',
  nextSlot: 'Prochain créneau : {when}',
  allShops: '{shopGender, select, f {Voir toutes nos} other {Voir tous nos}} {shopNouns}',
  noShops:
    '{shopGender, select, f {Aucune} other {Aucun}} {shopNoun} n’est {shopGender, select, f {ouverte} other {ouvert}} pour le moment.',
  // Shop page
  bookInShop:
    'Réserver dans {shopWord, select, boutique {cette boutique} institut {cet institut} other {ce {shopNoun}}}',
  shopServices:
    'Les prestations {shopWord, select, boutique {de la boutique} institut {de l’institut} other {du {shopNoun}}}',
  shopInformation: 'Informations pratiques',
  openingHours: 'Horaires d’ouverture',
  today: 'Aujourd’hui',
  closed: 'Fermé',
  pause: 'Pause {hours}',
  findUs: 'Nous trouver',
  phone: 'Téléphone',
  email: 'E-mail',
  seeOnMap: 'Voir sur la carte',
  shopNews:
    'Actualités {shopWord, select, boutique {de la boutique} institut {de l’institut} other {du {shopNoun}}}',
  // Services
  servicesTitle: 'Nos prestations',
  servicesIntro:
    'Choisissez votre prestation, réservez en ligne en quelques instants : nous nous occupons du reste.',
  servicesDescription: 'Toutes les prestations de {site}, leurs prix et leur durée, à réserver en ligne.',
  categoriesNav: 'Catégories',
  seeCategory: 'Tout voir',
  allServices: 'Toutes nos prestations',
  noServices: 'Aucune prestation n’est proposée pour le moment.',
  priceFrom: 'À partir de {price}',
  atShop: 'À {shop}',
  serviceDetails: 'Détails de la prestation',
  tabDescription: 'Description',
  tabShops: 'Prix par {shopNoun}',
  tabOptions: 'Options',
  pricesByShop: 'Prix de la prestation dans chaque {shopNoun}',
  shop: '{ShopNoun}',
  price: 'Prix',
  chooseShopHint: 'Vous choisirez ensuite votre {shopNoun}.',
  // E-shop
  boutiqueTitle: 'Boutique',
  boutiqueIntro:
    'Nos produits, à commander en ligne et à retirer dans {shopWord, select, boutique {la boutique} institut {l’institut} other {le {shopNoun}}} de votre choix.',
  boutiqueDescription: 'Les produits de beauté de {site}, à commander en ligne et à retirer en {shopNoun}.',
  allProducts: 'Tous les produits',
  noProducts: 'Aucun produit dans cette catégorie pour le moment.',
  pickupShop: '{ShopNoun} de retrait',
  quantity: 'Quantité',
  addToCart: 'Ajouter au panier',
  adding: 'Ajout en cours…',
  addedToCart: '{count, plural, one {# article ajouté} other {# articles ajoutés}} au panier.',
  viewCart: 'Voir mon panier',
  addFailed: 'L’article n’a pas pu être ajouté. Réessayez dans un instant.',
  serviceUnavailable: 'Le service est indisponible.',
  quantityUnavailable:
    'Cette quantité n’est plus disponible dans {shopWord, select, boutique {cette boutique} institut {cet institut} other {ce {shopNoun}}}.',
  stockIn: 'En stock',
  stockLow: 'Plus que {count} en stock',
  stockOut: 'Rupture de stock',
  stockChecking: 'Vérification du stock…',
  stockUnknown: 'Stock à confirmer en {shopNoun}',
  productNotOffered:
    'Ce produit n’est disponible dans {shopGender, select, f {aucune} other {aucun}} {shopNoun} pour le moment.',
  productPicks: 'Vous aimerez aussi',
  // Magazine
  magazineTitle: 'Magazine',
  magazineIntro: 'Conseils, rituels et actualités.',
  magazineDescription: 'Le magazine de {site} : conseils beauté, rituels et actualités.',
  pressTitle: 'Presse',
  pressIntro: 'Ils parlent de nous.',
  pressDescription: 'Les articles de presse consacrés à {site}.',
  postCategoriesNav: 'Rubriques',
  allPosts: 'Tous les articles',
  readMore: 'Lire l’article',
  noPosts: 'Aucun article pour le moment.',
  relatedPosts: 'À lire aussi',
  pagination: 'Pages',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: 'Page {page} sur {pages}',
  // Contact and legal
  contactIntro: 'Adresses, horaires et téléphones de nos {shopNouns}.',
  contactDescription: 'Les adresses, horaires et coordonnées des {shopNouns} {site}.',
  legalContents: 'Sommaire',
  legalMissing: 'Ce texte n’est pas encore disponible.',
  legalDescription: 'Mentions légales, protection des données et conditions de {site}.',
} as const;

export type DiscoveryKey = keyof typeof fr;
/** Every catalogue has exactly the reference keys; TypeScript rejects a missing or extra key. */
export type DiscoveryMessages = Record<DiscoveryKey, string>;

// Maison Éclat magazine: news, press and shop posts.
import type { PostData } from './eclat-posts.ts';

export const eclatNewsPosts: PostData[] = [
  {
    slug: 'ouverture-bordeaux-chartrons',
    category: 'actualites',
    position: 'shop',
    linkedShop: 'bordeaux-chartrons',
    published: true,
    langs: ['all'],
    publishedDaysAgo: 12,
    motif: 'arch',
    hue: 38,
    texts: {
      fr: {
        title: 'Maison Éclat s’installe aux Chartrons',
        excerpt:
          'Notre nouvelle maison a ouvert ses portes rue Notre-Dame, au cœur du quartier des antiquaires bordelais.',
        body: [
          'Après Paris, Lyon et Lille, nous sommes heureuses de vous accueillir à Bordeaux, dans une ancienne boutique d’angle aux pierres blondes de la rue Notre-Dame.',
          'Vous y retrouverez nos soins du visage signature, nos massages et notre bar à ongles, dans un décor imaginé avec des artisans de la région : lin lavé, chêne clair et céramiques façonnées à la main.',
          'Pour fêter l’ouverture, chaque soin réservé ce mois-ci est accompagné d’une miniature de notre Huile sèche sublimatrice.',
        ],
      },
      en: {
        title: 'Maison Éclat moves into the Chartrons',
        excerpt:
          'Our new salon has opened its doors on Rue Notre-Dame, in the heart of Bordeaux’s antiques quarter.',
        body: [
          'After Paris, Lyon and Lille, we are delighted to welcome you in Bordeaux, in a former corner shop of honey-coloured stone on Rue Notre-Dame.',
          'You will find our signature facials, our massages and our nail bar, in a setting designed with local craftspeople: washed linen, pale oak and handmade ceramics.',
          'To celebrate the opening, every treatment booked this month comes with a travel-size bottle of our Shimmering dry oil.',
        ],
      },
      de: {
        title: 'Maison Éclat zieht ins Viertel Chartrons',
        excerpt:
          'Unser neuer Salon hat in der Rue Notre-Dame eröffnet, mitten im Antiquitätenviertel von Bordeaux.',
        body: [
          'Nach Paris, Lyon und Lille freuen wir uns, Sie nun auch in Bordeaux zu empfangen – in einem ehemaligen Eckladen aus hellem Stein in der Rue Notre-Dame.',
          'Hier finden Sie unsere Signature-Gesichtsbehandlungen, unsere Massagen und unsere Nagelbar, in einem Ambiente, das wir mit Handwerkern aus der Region gestaltet haben: gewaschenes Leinen, helle Eiche und handgefertigte Keramik.',
          'Zur Eröffnung erhalten Sie zu jeder in diesem Monat gebuchten Behandlung eine Miniatur unseres schimmernden Trockenöls.',
        ],
      },
      es: {
        title: 'Maison Éclat llega a Chartrons',
        excerpt:
          'Nuestro nuevo salón ha abierto sus puertas en la calle Notre-Dame, en pleno barrio de anticuarios de Burdeos.',
        body: [
          'Después de París, Lyon y Lille, nos alegra recibirte en Burdeos, en un antiguo local de esquina de piedra dorada de la calle Notre-Dame.',
          'Encontrarás nuestros tratamientos faciales signature, nuestros masajes y nuestro bar de uñas, en una decoración creada con artesanos de la región: lino lavado, roble claro y cerámicas hechas a mano.',
          'Para celebrar la apertura, cada tratamiento reservado este mes incluye una miniatura de nuestro Aceite seco sublimador.',
        ],
      },
      it: {
        title: 'Maison Éclat arriva agli Chartrons',
        excerpt:
          'Il nostro nuovo istituto ha aperto le porte in rue Notre-Dame, nel cuore del quartiere degli antiquari di Bordeaux.',
        body: [
          'Dopo Parigi, Lione e Lille, siamo felici di accoglierti a Bordeaux, in un’antica bottega d’angolo in pietra bionda di rue Notre-Dame.',
          'Ritroverai i nostri trattamenti viso signature, i massaggi e il nail bar, in un ambiente pensato con gli artigiani della regione: lino lavato, rovere chiaro e ceramiche fatte a mano.',
          'Per festeggiare l’apertura, ogni trattamento prenotato questo mese è accompagnato da una miniatura del nostro Olio secco sublimante.',
        ],
      },
    },
  },
  {
    slug: 'maison-eclat-dans-la-presse',
    category: 'actualites',
    position: 'all',
    published: true,
    langs: ['all'],
    isPress: true,
    publishedDaysAgo: 45,
    motif: 'sparkle',
    hue: 44,
    texts: {
      fr: {
        title: 'Maison Éclat dans la presse',
        excerpt:
          'La rédaction du magazine Belle Saison a testé notre Soin Éclat Signature et nous consacre une double page.',
        body: [
          '« Une parenthèse dont on ressort la peau nette et l’esprit léger » : c’est ainsi que la rédaction de Belle Saison décrit son passage dans notre maison du Marais.',
          'L’article revient sur la naissance de Maison Éclat, fondée par deux esthéticiennes désireuses d’offrir des soins experts dans une atmosphère chaleureuse, loin des codes du spa impersonnel.',
          'Merci à toute l’équipe du magazine pour sa visite, et à nos clientes fidèles qui ont accepté de témoigner.',
        ],
      },
      en: {
        title: 'Maison Éclat in the press',
        excerpt:
          'The editors of Belle Saison magazine tried our Signature Radiance Facial and gave us a double-page spread.',
        body: [
          '“A break you come out of with clear skin and a light heart”: that is how the Belle Saison team describes its visit to our Marais salon.',
          'The article looks back at how Maison Éclat began, founded by two beauty therapists who wanted to offer expert treatments in a warm atmosphere, far from the impersonal spa.',
          'Thank you to the whole magazine team for their visit, and to our loyal clients who kindly shared their experience.',
        ],
      },
      de: {
        title: 'Maison Éclat in der Presse',
        excerpt:
          'Die Redaktion des Magazins Belle Saison hat unsere Signature-Glow-Gesichtsbehandlung getestet und widmet uns eine Doppelseite.',
        body: [
          '„Eine Auszeit, nach der die Haut klar und der Kopf frei ist“ – so beschreibt die Redaktion von Belle Saison ihren Besuch in unserem Salon im Marais.',
          'Der Artikel erzählt, wie Maison Éclat entstand: gegründet von zwei Kosmetikerinnen, die fachkundige Behandlungen in herzlicher Atmosphäre anbieten wollten, fernab vom unpersönlichen Spa.',
          'Vielen Dank an das ganze Team des Magazins für den Besuch und an unsere treuen Kundinnen, die von ihren Erfahrungen berichtet haben.',
        ],
      },
      es: {
        title: 'Maison Éclat en la prensa',
        excerpt:
          'La redacción de la revista Belle Saison probó nuestro Tratamiento Luminosidad Signature y nos dedica una doble página.',
        body: [
          '«Un paréntesis del que se sale con la piel limpia y la mente ligera»: así describe la redacción de Belle Saison su visita a nuestro salón del Marais.',
          'El artículo repasa el nacimiento de Maison Éclat, fundada por dos esteticistas que querían ofrecer tratamientos expertos en un ambiente cálido, lejos del spa impersonal.',
          'Gracias a todo el equipo de la revista por su visita, y a nuestras clientas fieles que aceptaron contar su experiencia.',
        ],
      },
      it: {
        title: 'Maison Éclat sulla stampa',
        excerpt:
          'La redazione della rivista Belle Saison ha provato il nostro Trattamento Luminosità Signature e ci dedica una doppia pagina.',
        body: [
          '«Una pausa da cui si esce con la pelle pulita e la mente leggera»: così la redazione di Belle Saison racconta la sua visita al nostro istituto del Marais.',
          'L’articolo ripercorre la nascita di Maison Éclat, fondata da due estetiste che desideravano offrire trattamenti esperti in un’atmosfera calorosa, lontano dalla spa impersonale.',
          'Grazie a tutto il team della rivista per la visita e alle nostre clienti affezionate che hanno accettato di raccontare la loro esperienza.',
        ],
      },
    },
  },
  {
    slug: 'atelier-masque-marais',
    category: 'actualites',
    position: 'shop',
    linkedShop: 'paris-marais',
    published: true,
    langs: ['all'],
    publishedDaysAgo: 3,
    motif: 'leaf',
    hue: 150,
    texts: {
      fr: {
        title: 'Un samedi par mois, l’atelier masque du Marais',
        excerpt:
          'Apprenez à choisir et à poser le masque adapté à votre peau, autour d’un thé, avec nos esthéticiennes.',
        body: [
          'Chaque premier samedi du mois, notre maison de la rue de Bretagne ouvre son salon à six participantes pour un atelier d’une heure.',
          'Au programme : diagnostic de peau, découverte des différentes textures (argile, crème, tissu) et pose guidée du masque le mieux adapté à vos besoins.',
          'L’atelier est offert pour l’achat d’un soin du visage. Les places sont limitées : pensez à réserver auprès de l’accueil.',
        ],
      },
      en: {
        title: 'Once a month on Saturday: the Marais mask workshop',
        excerpt:
          'Learn how to choose and apply the right mask for your skin, over a cup of tea, with our beauty therapists.',
        body: [
          'On the first Saturday of every month, our Rue de Bretagne salon opens its lounge to six guests for a one-hour workshop.',
          'On the programme: a skin assessment, a discovery of the different textures (clay, cream, sheet) and a guided application of the mask best suited to your needs.',
          'The workshop is free with the purchase of a facial. Places are limited, so remember to book at reception.',
        ],
      },
      de: {
        title: 'Einmal im Monat samstags: der Masken-Workshop im Marais',
        excerpt:
          'Lernen Sie bei einer Tasse Tee mit unseren Kosmetikerinnen, die passende Maske für Ihre Haut auszuwählen und aufzutragen.',
        body: [
          'An jedem ersten Samstag im Monat öffnet unser Salon in der Rue de Bretagne seine Lounge für sechs Teilnehmerinnen zu einem einstündigen Workshop.',
          'Auf dem Programm: Hautanalyse, die verschiedenen Texturen kennenlernen (Tonerde, Creme, Tuch) und das angeleitete Auftragen der Maske, die am besten zu Ihnen passt.',
          'Der Workshop ist beim Kauf einer Gesichtsbehandlung kostenlos. Die Plätze sind begrenzt – reservieren Sie am besten am Empfang.',
        ],
      },
      es: {
        title: 'Un sábado al mes, el taller de mascarillas del Marais',
        excerpt:
          'Aprende a elegir y aplicar la mascarilla adecuada para tu piel, con un té y nuestras esteticistas.',
        body: [
          'Cada primer sábado de mes, nuestro salón de la calle de Bretagne abre su espacio a seis participantes para un taller de una hora.',
          'En el programa: diagnóstico de piel, descubrimiento de las distintas texturas (arcilla, crema, tejido) y aplicación guiada de la mascarilla más adecuada para ti.',
          'El taller es gratuito con la compra de un tratamiento facial. Las plazas son limitadas: recuerda reservar en recepción.',
        ],
      },
      it: {
        title: 'Un sabato al mese, il laboratorio maschere del Marais',
        excerpt:
          'Impara a scegliere e applicare la maschera giusta per la tua pelle, davanti a un tè, con le nostre estetiste.',
        body: [
          'Ogni primo sabato del mese, il nostro istituto di rue de Bretagne apre il suo salotto a sei partecipanti per un laboratorio di un’ora.',
          'In programma: analisi della pelle, scoperta delle diverse texture (argilla, crema, tessuto) e applicazione guidata della maschera più adatta alle tue esigenze.',
          'Il laboratorio è offerto con l’acquisto di un trattamento viso. I posti sono limitati: ricordati di prenotare alla reception.',
        ],
      },
    },
  },
  {
    slug: 'nouvelle-carte-printemps',
    category: 'actualites',
    position: 'all',
    // Still a draft in the back office.
    published: false,
    langs: ['all'],
    publishedDaysAgo: 1,
    motif: 'lotus',
    hue: 120,
    texts: {
      fr: {
        title: 'Notre nouvelle carte de printemps',
        excerpt:
          'Peeling enzymatique, rituel à la fleur d’oranger : découvrez en avant-première les nouveautés de la saison.',
        body: [
          'Le printemps arrive avec son lot de nouveautés chez Maison Éclat. En tête d’affiche, un peeling enzymatique tout en douceur, formulé pour les peaux sensibles.',
          'Nous travaillons également sur un rituel corps à la fleur d’oranger, inspiré des jardins méditerranéens.',
          'Rendez-vous très bientôt pour découvrir la carte complète.',
        ],
      },
      en: {
        title: 'Our new spring menu',
        excerpt: 'Enzyme peel, orange blossom ritual: get a first look at this season’s new treatments.',
        body: [
          'Spring brings a host of new treatments to Maison Éclat. Top of the bill is a gentle enzyme peel, formulated for sensitive skin.',
          'We are also working on an orange blossom body ritual, inspired by Mediterranean gardens.',
          'See you very soon for the full menu.',
        ],
      },
      de: {
        title: 'Unser neues Frühlingsangebot',
        excerpt: 'Enzympeeling, Orangenblüten-Ritual: Entdecken Sie vorab die Neuheiten der Saison.',
        body: [
          'Der Frühling bringt bei Maison Éclat viele Neuheiten. An erster Stelle steht ein sanftes Enzympeeling, speziell für empfindliche Haut entwickelt.',
          'Außerdem arbeiten wir an einem Körperritual mit Orangenblüte, inspiriert von den Gärten des Mittelmeers.',
          'Bald stellen wir Ihnen das vollständige Angebot vor.',
        ],
      },
      es: {
        title: 'Nuestra nueva carta de primavera',
        excerpt: 'Peeling enzimático, ritual de azahar: descubre en primicia las novedades de la temporada.',
        body: [
          'La primavera llega a Maison Éclat cargada de novedades. A la cabeza, un suave peeling enzimático formulado para pieles sensibles.',
          'También estamos preparando un ritual corporal de azahar, inspirado en los jardines mediterráneos.',
          'Muy pronto te presentaremos la carta completa.',
        ],
      },
      it: {
        title: 'Il nostro nuovo menu di primavera',
        excerpt:
          'Peeling enzimatico, rituale ai fiori d’arancio: scopri in anteprima le novità della stagione.',
        body: [
          'La primavera porta tante novità da Maison Éclat. In primo piano, un delicato peeling enzimatico formulato per le pelli sensibili.',
          'Stiamo lavorando anche a un rituale corpo ai fiori d’arancio, ispirato ai giardini mediterranei.',
          'Ti aspettiamo molto presto per scoprire il menu completo.',
        ],
      },
    },
  },
];

// Maison Éclat magazine: beauty advice.
import type { PostData } from './eclat-posts.ts';

export const eclatAdvicePosts: PostData[] = [
  {
    slug: 'preparer-sa-peau-a-l-hiver',
    category: 'conseils-beaute',
    position: 'all',
    published: true,
    langs: ['all'],
    featured: true,
    publishedDaysAgo: 5,
    motif: 'drop',
    hue: 210,
    texts: {
      fr: {
        title: 'Préparer sa peau à l’hiver : nos cinq gestes essentiels',
        excerpt:
          'Froid, vent, chauffage : la peau souffre dès les premiers frimas. Nos esthéticiennes partagent leurs conseils pour la garder souple et lumineuse.',
        body: [
          'Dès que les températures baissent, la barrière cutanée s’affaiblit : la peau perd davantage d’eau, tiraille et rougit plus facilement. Bonne nouvelle, quelques ajustements suffisent pour traverser l’hiver sereinement.',
          '<h2>Les cinq gestes à adopter</h2>',
          '<ul><li><strong>Nettoyer en douceur</strong> avec un lait ou une huile plutôt qu’un gel moussant.</li><li><strong>Superposer</strong> un sérum hydratant et une crème plus riche.</li><li><strong>Protéger</strong> les lèvres et les mains à chaque sortie.</li><li><strong>Exfolier</strong> une fois par semaine seulement.</li><li><strong>Boire</strong> régulièrement, même sans avoir soif.</li></ul>',
          'Pensez aussi à votre intérieur : un chauffage réglé à 19 °C et un humidificateur dans la chambre font une vraie différence sur le confort de la peau au réveil.',
          'En institut, le Soin Hydratation Intense offre un véritable bol d’air à la peau : en 75 minutes, elle retrouve confort et éclat. Associez-le à un Sérum boost pour prolonger ses effets.',
        ],
      },
      en: {
        title: 'Getting your skin ready for winter: our five essential steps',
        excerpt:
          'Cold, wind, central heating: skin suffers as soon as the first frosts arrive. Our beauty therapists share their advice for keeping it supple and radiant.',
        body: [
          'As soon as temperatures drop, the skin barrier weakens: skin loses more water, feels tight and reddens more easily. The good news is that a few small changes are enough to get through winter calmly.',
          '<h2>Five steps to adopt</h2>',
          '<ul><li><strong>Cleanse gently</strong> with a milk or an oil rather than a foaming gel.</li><li><strong>Layer</strong> a hydrating serum under a richer cream.</li><li><strong>Protect</strong> your lips and hands every time you go out.</li><li><strong>Exfoliate</strong> once a week, no more.</li><li><strong>Drink</strong> regularly, even when you are not thirsty.</li></ul>',
          'Think about your home too: heating set to 19 °C and a humidifier in the bedroom make a real difference to how comfortable your skin feels in the morning.',
          'At the salon, the Intense Hydration Facial gives your skin a breath of fresh air: in 75 minutes it regains comfort and radiance. Pair it with a Serum boost to make the results last longer.',
        ],
      },
      de: {
        title: 'Die Haut auf den Winter vorbereiten: unsere fünf wichtigsten Schritte',
        excerpt:
          'Kälte, Wind, Heizungsluft: Schon beim ersten Frost leidet die Haut. Unsere Kosmetikerinnen verraten, wie sie geschmeidig und strahlend bleibt.',
        body: [
          'Sobald die Temperaturen sinken, wird die Hautbarriere schwächer: Die Haut verliert mehr Feuchtigkeit, spannt und rötet sich leichter. Die gute Nachricht: Schon kleine Anpassungen genügen, um entspannt durch den Winter zu kommen.',
          '<h2>Fünf Schritte für jeden Tag</h2>',
          '<ul><li><strong>Sanft reinigen</strong> mit einer Milch oder einem Öl statt mit schäumendem Gel.</li><li><strong>Kombinieren</strong> Sie ein Feuchtigkeitsserum mit einer reichhaltigeren Creme.</li><li><strong>Schützen</strong> Sie Lippen und Hände bei jedem Spaziergang.</li><li><strong>Peelen</strong> Sie nur einmal pro Woche.</li><li><strong>Trinken</strong> Sie regelmäßig, auch ohne Durst.</li></ul>',
          'Denken Sie auch an Ihr Zuhause: Eine Raumtemperatur von 19 °C und ein Luftbefeuchter im Schlafzimmer machen morgens einen spürbaren Unterschied.',
          'Im Institut schenkt die Intensive Feuchtigkeitsbehandlung Ihrer Haut neue Frische: In 75 Minuten gewinnt sie Komfort und Ausstrahlung zurück. Kombinieren Sie sie mit einem Serum-Booster, damit die Wirkung länger anhält.',
        ],
      },
      es: {
        title: 'Preparar la piel para el invierno: nuestros cinco gestos esenciales',
        excerpt:
          'Frío, viento, calefacción: la piel sufre desde las primeras heladas. Nuestras esteticistas comparten sus consejos para mantenerla flexible y luminosa.',
        body: [
          'En cuanto bajan las temperaturas, la barrera cutánea se debilita: la piel pierde más agua, tira y se enrojece con más facilidad. La buena noticia es que bastan unos pequeños cambios para pasar el invierno con tranquilidad.',
          '<h2>Cinco gestos que adoptar</h2>',
          '<ul><li><strong>Limpiar con suavidad</strong> con una leche o un aceite en lugar de un gel espumoso.</li><li><strong>Superponer</strong> un sérum hidratante y una crema más rica.</li><li><strong>Proteger</strong> labios y manos cada vez que salgas.</li><li><strong>Exfoliar</strong> solo una vez por semana.</li><li><strong>Beber</strong> con regularidad, aunque no tengas sed.</li></ul>',
          'Piensa también en tu casa: una calefacción a 19 °C y un humidificador en el dormitorio marcan una gran diferencia en el confort de la piel al despertar.',
          'En el salón, el Tratamiento Hidratación Intensa da un auténtico respiro a la piel: en 75 minutos recupera confort y luminosidad. Combínalo con un Sérum potenciador para prolongar sus efectos.',
        ],
      },
      it: {
        title: 'Preparare la pelle all’inverno: i nostri cinque gesti essenziali',
        excerpt:
          'Freddo, vento, riscaldamento: la pelle soffre fin dalle prime gelate. Le nostre estetiste condividono i loro consigli per mantenerla morbida e luminosa.',
        body: [
          'Appena le temperature scendono, la barriera cutanea si indebolisce: la pelle perde più acqua, tira e si arrossa più facilmente. La buona notizia è che bastano piccoli accorgimenti per affrontare l’inverno con serenità.',
          '<h2>Cinque gesti da adottare</h2>',
          '<ul><li><strong>Detergere con delicatezza</strong> con un latte o un olio invece di un gel schiumogeno.</li><li><strong>Sovrapporre</strong> un siero idratante e una crema più ricca.</li><li><strong>Proteggere</strong> labbra e mani ogni volta che esci.</li><li><strong>Esfoliare</strong> solo una volta alla settimana.</li><li><strong>Bere</strong> regolarmente, anche senza sete.</li></ul>',
          'Pensa anche alla tua casa: un riscaldamento a 19 °C e un umidificatore in camera fanno una vera differenza sul comfort della pelle al risveglio.',
          'In istituto, il Trattamento Idratazione Intensa regala alla pelle una vera boccata d’aria: in 75 minuti ritrova comfort e luminosità. Abbinalo a un Siero booster per prolungarne gli effetti.',
        ],
      },
    },
  },
  {
    slug: 'bienfaits-massage-pierres-chaudes',
    category: 'conseils-beaute',
    position: 'home',
    published: true,
    langs: ['all'],
    publishedDaysAgo: 21,
    motif: 'stones',
    hue: 24,
    texts: {
      fr: {
        title: 'Les bienfaits du massage aux pierres chaudes',
        excerpt:
          'Ce massage associe chaleur et pression pour un relâchement profond. On vous explique pourquoi il fait tant de bien.',
        body: [
          'Les pierres de basalte utilisées en cabine sont d’origine volcanique : elles emmagasinent la chaleur et la restituent lentement, à une température d’environ 50 °C.',
          'Cette chaleur dilate les vaisseaux, favorise la circulation et permet à la praticienne de travailler les muscles en profondeur sans jamais forcer. Beaucoup de nos clientes décrivent une agréable sensation de lourdeur, suivie d’une nuit particulièrement réparatrice.',
          'Le massage aux pierres chaudes est déconseillé pendant la grossesse et en cas de troubles circulatoires : dans ces situations, nous vous orientons vers le massage future maman ou le massage californien.',
        ],
      },
      en: {
        title: 'The benefits of a hot stone massage',
        excerpt:
          'This massage combines warmth and pressure for deep relaxation. Here is why it feels so good.',
        body: [
          'The basalt stones we use are volcanic: they store heat and release it slowly, at a temperature of around 50 °C.',
          'That warmth dilates the blood vessels, boosts circulation and lets the therapist work deep into the muscles without ever forcing. Many of our clients describe a pleasant feeling of heaviness, followed by a particularly restful night.',
          'Hot stone massage is not recommended during pregnancy or for people with circulation problems: in those cases we will suggest our pregnancy massage or a Californian massage instead.',
        ],
      },
      de: {
        title: 'Die Vorteile einer Hot-Stone-Massage',
        excerpt:
          'Diese Massage verbindet Wärme und Druck zu tiefer Entspannung. Wir erklären, warum sie so guttut.',
        body: [
          'Die Basaltsteine, die wir verwenden, sind vulkanischen Ursprungs: Sie speichern Wärme und geben sie langsam wieder ab, bei etwa 50 °C.',
          'Die Wärme weitet die Gefäße, fördert die Durchblutung und erlaubt der Therapeutin, die Muskulatur in der Tiefe zu bearbeiten, ohne Kraft anzuwenden. Viele unserer Kundinnen beschreiben eine angenehme Schwere und danach eine besonders erholsame Nacht.',
          'In der Schwangerschaft und bei Durchblutungsstörungen raten wir von der Hot-Stone-Massage ab: Dann empfehlen wir Ihnen die Schwangerschaftsmassage oder die kalifornische Massage.',
        ],
      },
      es: {
        title: 'Los beneficios del masaje con piedras calientes',
        excerpt:
          'Este masaje combina calor y presión para una relajación profunda. Te explicamos por qué sienta tan bien.',
        body: [
          'Las piedras de basalto que utilizamos son de origen volcánico: acumulan el calor y lo liberan lentamente, a una temperatura de unos 50 °C.',
          'Ese calor dilata los vasos, favorece la circulación y permite a la terapeuta trabajar los músculos en profundidad sin forzar nunca. Muchas de nuestras clientas describen una agradable sensación de pesadez, seguida de una noche especialmente reparadora.',
          'El masaje con piedras calientes no se recomienda durante el embarazo ni en caso de problemas circulatorios: en esas situaciones te orientaremos hacia el masaje para embarazadas o el masaje californiano.',
        ],
      },
      it: {
        title: 'I benefici del massaggio con pietre calde',
        excerpt:
          'Questo massaggio unisce calore e pressione per un rilassamento profondo. Ti spieghiamo perché fa così bene.',
        body: [
          'Le pietre di basalto che utilizziamo sono di origine vulcanica: accumulano il calore e lo rilasciano lentamente, a una temperatura di circa 50 °C.',
          'Questo calore dilata i vasi, favorisce la circolazione e permette all’operatrice di lavorare i muscoli in profondità senza mai forzare. Molte nostre clienti descrivono una piacevole sensazione di pesantezza, seguita da una notte particolarmente ristoratrice.',
          'Il massaggio con pietre calde è sconsigliato in gravidanza e in caso di disturbi circolatori: in questi casi ti proporremo il massaggio premaman o il massaggio californiano.',
        ],
      },
    },
  },
  {
    slug: 'routine-mains-soignees',
    category: 'conseils-beaute',
    position: 'home',
    published: true,
    // A French-only tip from the Paris nail bar.
    langs: ['fr'],
    publishedDaysAgo: 34,
    motif: 'petals',
    hue: 352,
    texts: {
      fr: {
        title: 'Trois minutes par jour pour des mains soignées',
        excerpt:
          'Les mains trahissent la fatigue et le froid avant le visage. Voici la routine express recommandée par notre bar à ongles.',
        body: [
          'Le soir, massez une noisette de crème réparatrice en insistant sur les cuticules et le dos des mains, là où la peau est la plus fine.',
          'Une fois par semaine, repoussez délicatement les cuticules après la douche, lorsqu’elles sont assouplies, et limez toujours dans le même sens.',
          'Entre deux poses de vernis semi-permanent, laissez respirer vos ongles quelques jours et nourrissez-les avec une huile végétale.',
        ],
      },
      en: {
        title: 'Three minutes a day for well-groomed hands',
        excerpt:
          'Hands show tiredness and cold before the face does. Here is the quick routine our nail bar recommends.',
        body: [
          'In the evening, massage in a small amount of repairing cream, focusing on the cuticles and the backs of the hands, where the skin is thinnest.',
          'Once a week, gently push back your cuticles after a shower, when they are softened, and always file in the same direction.',
          'Between two gel polish appointments, let your nails breathe for a few days and nourish them with a plant oil.',
        ],
      },
      de: {
        title: 'Drei Minuten am Tag für gepflegte Hände',
        excerpt:
          'Die Hände zeigen Müdigkeit und Kälte früher als das Gesicht. Hier ist die Express-Routine, die unsere Nagelbar empfiehlt.',
        body: [
          'Massieren Sie abends etwas regenerierende Creme ein, vor allem auf der Nagelhaut und dem Handrücken, wo die Haut am dünnsten ist.',
          'Schieben Sie einmal pro Woche nach dem Duschen die aufgeweichte Nagelhaut sanft zurück und feilen Sie immer in dieselbe Richtung.',
          'Gönnen Sie Ihren Nägeln zwischen zwei Shellac-Terminen ein paar Tage Pause und pflegen Sie sie mit einem Pflanzenöl.',
        ],
      },
      es: {
        title: 'Tres minutos al día para unas manos cuidadas',
        excerpt:
          'Las manos delatan el cansancio y el frío antes que el rostro. Esta es la rutina exprés que recomienda nuestro bar de uñas.',
        body: [
          'Por la noche, masajea un poco de crema reparadora insistiendo en las cutículas y el dorso de las manos, donde la piel es más fina.',
          'Una vez por semana, empuja suavemente las cutículas después de la ducha, cuando están reblandecidas, y lima siempre en el mismo sentido.',
          'Entre dos esmaltados semipermanentes, deja respirar tus uñas unos días y nútrelas con un aceite vegetal.',
        ],
      },
      it: {
        title: 'Tre minuti al giorno per mani curate',
        excerpt:
          'Le mani tradiscono la stanchezza e il freddo prima del viso. Ecco la routine express consigliata dal nostro nail bar.',
        body: [
          'La sera, massaggia una noce di crema riparatrice insistendo sulle cuticole e sul dorso delle mani, dove la pelle è più sottile.',
          'Una volta alla settimana, spingi delicatamente indietro le cuticole dopo la doccia, quando sono ammorbidite, e lima sempre nella stessa direzione.',
          'Tra due applicazioni di smalto semipermanente, lascia respirare le unghie per qualche giorno e nutrile con un olio vegetale.',
        ],
      },
    },
  },
];

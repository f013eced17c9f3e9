// Studio Zen: magazine posts and the current event.
import type { EventData } from './eclat-content.ts';
import type { PostData } from './eclat-posts.ts';
import { l } from './util.ts';

export const zenEvent: EventData = {
  key: 'matinees-yoga-lac',
  fromDays: -2,
  toDays: 25,
  body: l(
    'Matinées « yoga & lac » : chaque dimanche, une séance au lever du soleil sur la plage d’Albigny, suivie d’un thé chaud au studio.',
    '“Yoga & lake” mornings: every Sunday, a sunrise session on Albigny beach, followed by hot tea at the studio.',
    '„Yoga & See“-Vormittage: jeden Sonntag eine Stunde bei Sonnenaufgang am Strand von Albigny, danach heißer Tee im Studio.',
    'Mañanas «yoga y lago»: cada domingo, una sesión al amanecer en la playa de Albigny, seguida de un té caliente en el estudio.',
    'Mattinate «yoga e lago»: ogni domenica, una sessione all’alba sulla spiaggia di Albigny, seguita da un tè caldo allo studio.',
  ),
  linkUrl: '/services/yoga-meditation',
  linkTitle: l(
    'Réserver une séance',
    'Book a session',
    'Stunde buchen',
    'Reservar una sesión',
    'Prenota una sessione',
  ),
  motif: 'sun',
  hue: 40,
};

export const zenPosts: PostData[] = [
  {
    slug: 'respiration-carree',
    category: 'journal',
    position: 'all',
    published: true,
    langs: ['all'],
    featured: true,
    publishedDaysAgo: 6,
    motif: 'wave',
    hue: 180,
    texts: {
      fr: {
        title: 'La respiration carrée, un outil anti-stress',
        excerpt:
          'Quatre temps, quatre côtés : une technique simple à pratiquer partout pour retrouver son calme.',
        body: [
          'Inspirez sur quatre temps, retenez l’air quatre temps, expirez sur quatre temps, puis restez poumons vides quatre temps : vous venez de dessiner un carré.',
          'Répétée cinq à dix fois, cette respiration ralentit le rythme cardiaque et envoie au cerveau un signal de sécurité. Elle est utilisée aussi bien par les sportifs que par les musiciens avant de monter sur scène.',
          'Nous la pratiquons au début de chaque cours privé : demandez à Maya ou Théo de vous guider lors de votre prochaine séance.',
        ],
      },
      en: {
        title: 'Box breathing, a tool against stress',
        excerpt:
          'Four counts, four sides: a simple technique you can practise anywhere to find your calm again.',
        body: [
          'Breathe in for four counts, hold for four, breathe out for four, then stay empty for four: you have just drawn a square.',
          'Repeated five to ten times, this breathing slows the heart rate and sends the brain a signal of safety. Athletes use it, and so do musicians before going on stage.',
          'We practise it at the start of every private class: ask Maya or Théo to guide you during your next session.',
        ],
      },
      de: {
        title: 'Die Box-Atmung gegen Stress',
        excerpt:
          'Vier Zählzeiten, vier Seiten: eine einfache Technik, die Sie überall anwenden können, um zur Ruhe zu kommen.',
        body: [
          'Atmen Sie vier Zählzeiten ein, halten Sie vier, atmen Sie vier aus und bleiben Sie vier Zählzeiten leer: Sie haben gerade ein Quadrat gezeichnet.',
          'Fünf- bis zehnmal wiederholt, verlangsamt diese Atmung den Herzschlag und sendet dem Gehirn ein Signal der Sicherheit. Sportler nutzen sie ebenso wie Musiker vor dem Auftritt.',
          'Wir üben sie zu Beginn jeder Privatstunde: Bitten Sie Maya oder Théo, Sie in Ihrer nächsten Stunde anzuleiten.',
        ],
      },
      es: {
        title: 'La respiración cuadrada, una herramienta contra el estrés',
        excerpt:
          'Cuatro tiempos, cuatro lados: una técnica sencilla que puedes practicar en cualquier lugar para recuperar la calma.',
        body: [
          'Inspira durante cuatro tiempos, retén el aire cuatro, espira durante cuatro y quédate sin aire cuatro más: acabas de dibujar un cuadrado.',
          'Repetida de cinco a diez veces, esta respiración ralentiza el ritmo cardíaco y envía al cerebro una señal de seguridad. La usan tanto los deportistas como los músicos antes de salir al escenario.',
          'La practicamos al principio de cada clase privada: pide a Maya o a Théo que te guíen en tu próxima sesión.',
        ],
      },
      it: {
        title: 'La respirazione quadrata, uno strumento antistress',
        excerpt:
          'Quattro tempi, quattro lati: una tecnica semplice da praticare ovunque per ritrovare la calma.',
        body: [
          'Inspira per quattro tempi, trattieni l’aria per quattro, espira per quattro e resta a polmoni vuoti per altri quattro: hai appena disegnato un quadrato.',
          'Ripetuta da cinque a dieci volte, questa respirazione rallenta il battito cardiaco e invia al cervello un segnale di sicurezza. La usano sia gli sportivi sia i musicisti prima di salire sul palco.',
          'La pratichiamo all’inizio di ogni lezione privata: chiedi a Maya o a Théo di guidarti nella prossima sessione.',
        ],
      },
    },
  },
  {
    slug: 'bienfaits-abhyanga',
    category: 'journal',
    position: 'home',
    published: true,
    langs: ['all'],
    publishedDaysAgo: 30,
    motif: 'drop',
    hue: 32,
    texts: {
      fr: {
        title: 'Abhyanga : le massage qui nourrit',
        excerpt:
          'Pilier de l’ayurvéda, l’abhyanga apaise le système nerveux et nourrit la peau en profondeur.',
        body: [
          'En sanskrit, « sneha » désigne à la fois l’huile et l’affection : l’abhyanga est pensé comme un soin qui enveloppe autant qu’il détend.',
          'L’huile de sésame, chauffée au bain-marie, est appliquée généreusement par de longs mouvements rythmés qui suivent le sens de la circulation.',
          'Après la séance, prenez le temps de boire une infusion au calme et évitez la douche pendant une heure pour laisser l’huile agir.',
        ],
      },
      en: {
        title: 'Abhyanga: the nourishing massage',
        excerpt:
          'A cornerstone of Ayurveda, abhyanga calms the nervous system and deeply nourishes the skin.',
        body: [
          'In Sanskrit, “sneha” means both oil and affection: abhyanga is meant to envelop you as much as to relax you.',
          'Sesame oil, warmed in a bain-marie, is applied generously with long, rhythmic strokes that follow the direction of circulation.',
          'After the session, take time to sip a herbal tea in peace and avoid showering for an hour so the oil can work.',
        ],
      },
      de: {
        title: 'Abhyanga: die nährende Massage',
        excerpt:
          'Als Grundpfeiler des Ayurveda beruhigt Abhyanga das Nervensystem und nährt die Haut in der Tiefe.',
        body: [
          'Im Sanskrit bedeutet „Sneha“ sowohl Öl als auch Zuneigung: Abhyanga soll ebenso umhüllen wie entspannen.',
          'Das im Wasserbad erwärmte Sesamöl wird großzügig mit langen, rhythmischen Bewegungen in Richtung des Blutflusses aufgetragen.',
          'Nehmen Sie sich nach der Behandlung Zeit für einen Kräutertee in Ruhe und duschen Sie eine Stunde lang nicht, damit das Öl wirken kann.',
        ],
      },
      es: {
        title: 'Abhyanga: el masaje que nutre',
        excerpt: 'Pilar del ayurveda, el abhyanga calma el sistema nervioso y nutre la piel en profundidad.',
        body: [
          'En sánscrito, «sneha» significa a la vez aceite y afecto: el abhyanga está pensado para envolver tanto como para relajar.',
          'El aceite de sésamo, calentado al baño maría, se aplica con generosidad mediante largos movimientos rítmicos que siguen el sentido de la circulación.',
          'Después de la sesión, tómate tiempo para beber una infusión con calma y evita la ducha durante una hora para que el aceite actúe.',
        ],
      },
      it: {
        title: 'Abhyanga: il massaggio che nutre',
        excerpt:
          'Pilastro dell’ayurveda, l’abhyanga calma il sistema nervoso e nutre la pelle in profondità.',
        body: [
          'In sanscrito «sneha» significa sia olio sia affetto: l’abhyanga è pensato per avvolgere tanto quanto per rilassare.',
          'L’olio di sesamo, scaldato a bagnomaria, viene applicato generosamente con lunghi movimenti ritmici che seguono il senso della circolazione.',
          'Dopo la seduta, prenditi il tempo di bere una tisana in tranquillità ed evita la doccia per un’ora per lasciare agire l’olio.',
        ],
      },
    },
  },
];

export const zenPostCategory = {
  slug: 'journal',
  name: l(
    'Journal du studio',
    'Studio journal',
    'Studio-Journal',
    'Diario del estudio',
    'Diario dello studio',
  ),
};

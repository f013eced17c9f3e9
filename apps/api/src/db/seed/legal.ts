// Legal texts (cookies, rgpd, mentions, cgv, cgu) of the demo companies, simple safe HTML in the
// five storefront languages. Demo wording, not legal advice.
import type { Lang } from '@eclat/contracts';
import { html, type L } from './util.ts';

export type LegalFacts = {
  brand: string;
  legalName: string;
  address: string;
  email: string;
  phone: string;
  siret: string;
  director: string;
  capital: string;
  /** Hours before an appointment during which it can still be cancelled free of charge. */
  cancellationHours: number;
};

type LegalTexts = { cookies: string; rgpd: string; mentions: string; cgv: string; cgu: string };

const host = 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris';

function fr(f: LegalFacts): LegalTexts {
  return {
    cookies: html([
      `Ce site utilise des cookies strictement nécessaires à son fonctionnement (connexion, panier, langue) et, avec votre accord, des cookies de mesure d’audience.`,
      `Vous pouvez modifier vos choix à tout moment depuis la fenêtre « Préférences cookies ». Votre consentement est conservé 13 mois au plus.`,
    ]),
    rgpd: html([
      '<h2>Protection de vos données</h2>',
      `${f.legalName} traite vos données personnelles pour gérer vos rendez-vous, vos commandes, votre compte client et votre carte de fidélité.`,
      '<ul><li><strong>Base légale :</strong> l’exécution de nos services et, pour les communications commerciales, votre consentement.</li><li><strong>Durée :</strong> trois ans après votre dernier rendez-vous ou achat.</li><li><strong>Destinataires :</strong> nos équipes et nos prestataires techniques, au sein de l’Union européenne.</li></ul>',
      `Vous disposez d’un droit d’accès, de rectification, d’effacement, d’opposition et de portabilité : écrivez-nous à <a href="mailto:${f.email}">${f.email}</a>. Vous pouvez aussi saisir la CNIL.`,
    ]),
    mentions: html([
      '<h2>Mentions légales</h2>',
      `Ce site est édité par <strong>${f.legalName}</strong>, au capital de ${f.capital}, ${f.address}, SIRET ${f.siret}.`,
      `Directrice de la publication : ${f.director}. Contact : ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>.`,
      `Hébergement : ${host}.`,
    ]),
    cgv: html([
      '<h2>Conditions générales de vente</h2>',
      `Les prix sont indiqués en euros toutes taxes comprises. Les prestations se règlent en institut, sauf paiement en ligne proposé lors de la réservation.`,
      `Tout rendez-vous peut être annulé ou déplacé gratuitement jusqu’à ${f.cancellationHours} heures avant son début. Passé ce délai, l’acompte éventuel reste acquis.`,
      'Les bons cadeaux sont valables un an à compter de leur achat et ne sont pas remboursables. Les produits achetés en ligne peuvent être retournés non ouverts sous 14 jours.',
    ]),
    cgu: html([
      '<h2>Conditions d’utilisation</h2>',
      `L’utilisation de ce site implique l’acceptation des présentes conditions. Vous vous engagez à fournir des informations exactes lors de la création de votre compte et à garder votre mot de passe confidentiel.`,
      `Les textes, photographies et visuels de ${f.brand} sont protégés : toute reproduction sans autorisation est interdite.`,
    ]),
  };
}

function en(f: LegalFacts): LegalTexts {
  return {
    cookies: html([
      'This site uses cookies that are strictly necessary for it to work (sign-in, basket, language) and, with your consent, audience measurement cookies.',
      'You can change your choices at any time from the “Cookie preferences” window. Your consent is kept for no longer than 13 months.',
    ]),
    rgpd: html([
      '<h2>Data protection</h2>',
      `${f.legalName} processes your personal data to manage your appointments, orders, customer account and loyalty card.`,
      '<ul><li><strong>Legal basis:</strong> performing our services and, for marketing messages, your consent.</li><li><strong>Retention:</strong> three years after your last appointment or purchase.</li><li><strong>Recipients:</strong> our teams and our technical providers, within the European Union.</li></ul>',
      `You have the right to access, correct, erase, object to and port your data: write to us at <a href="mailto:${f.email}">${f.email}</a>. You may also contact the CNIL, the French data protection authority.`,
    ]),
    mentions: html([
      '<h2>Legal notice</h2>',
      `This site is published by <strong>${f.legalName}</strong>, share capital ${f.capital}, ${f.address}, SIRET ${f.siret}.`,
      `Publication director: ${f.director}. Contact: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>.`,
      `Hosting: ${host}.`,
    ]),
    cgv: html([
      '<h2>Terms of sale</h2>',
      'Prices are shown in euros, all taxes included. Treatments are paid at the salon, unless online payment is offered when you book.',
      `Any appointment can be cancelled or moved free of charge up to ${f.cancellationHours} hours before it starts. After that, any deposit paid is kept.`,
      'Gift vouchers are valid for one year from purchase and cannot be refunded. Products bought online can be returned unopened within 14 days.',
    ]),
    cgu: html([
      '<h2>Terms of use</h2>',
      'Using this site means you accept these terms. You agree to give accurate information when creating your account and to keep your password confidential.',
      `The texts, photographs and visuals of ${f.brand} are protected: any reproduction without permission is prohibited.`,
    ]),
  };
}

function de(f: LegalFacts): LegalTexts {
  return {
    cookies: html([
      'Diese Website verwendet Cookies, die für ihren Betrieb unbedingt erforderlich sind (Anmeldung, Warenkorb, Sprache), und mit Ihrer Einwilligung Cookies zur Reichweitenmessung.',
      'Sie können Ihre Auswahl jederzeit im Fenster „Cookie-Einstellungen“ ändern. Ihre Einwilligung wird höchstens 13 Monate gespeichert.',
    ]),
    rgpd: html([
      '<h2>Datenschutz</h2>',
      `${f.legalName} verarbeitet Ihre personenbezogenen Daten, um Ihre Termine, Bestellungen, Ihr Kundenkonto und Ihre Treuekarte zu verwalten.`,
      '<ul><li><strong>Rechtsgrundlage:</strong> die Erbringung unserer Leistungen und, für Werbemitteilungen, Ihre Einwilligung.</li><li><strong>Speicherdauer:</strong> drei Jahre nach Ihrem letzten Termin oder Kauf.</li><li><strong>Empfänger:</strong> unsere Teams und unsere technischen Dienstleister innerhalb der Europäischen Union.</li></ul>',
      `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Widerspruch und Datenübertragbarkeit: Schreiben Sie uns an <a href="mailto:${f.email}">${f.email}</a>. Sie können sich auch an die CNIL wenden.`,
    ]),
    mentions: html([
      '<h2>Impressum</h2>',
      `Diese Website wird herausgegeben von <strong>${f.legalName}</strong>, Stammkapital ${f.capital}, ${f.address}, SIRET ${f.siret}.`,
      `Verantwortlich für den Inhalt: ${f.director}. Kontakt: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>.`,
      `Hosting: ${host}.`,
    ]),
    cgv: html([
      '<h2>Allgemeine Verkaufsbedingungen</h2>',
      'Alle Preise verstehen sich in Euro inklusive aller Steuern. Behandlungen werden im Institut bezahlt, sofern bei der Buchung keine Online-Zahlung angeboten wird.',
      `Jeder Termin kann bis ${f.cancellationHours} Stunden vor Beginn kostenlos storniert oder verschoben werden. Danach wird eine eventuell geleistete Anzahlung einbehalten.`,
      'Geschenkgutscheine sind ab Kaufdatum ein Jahr gültig und nicht erstattungsfähig. Online gekaufte Produkte können ungeöffnet innerhalb von 14 Tagen zurückgegeben werden.',
    ]),
    cgu: html([
      '<h2>Nutzungsbedingungen</h2>',
      'Mit der Nutzung dieser Website akzeptieren Sie diese Bedingungen. Sie verpflichten sich, bei der Kontoerstellung korrekte Angaben zu machen und Ihr Passwort vertraulich zu behandeln.',
      `Die Texte, Fotos und Grafiken von ${f.brand} sind geschützt: Jede Vervielfältigung ohne Genehmigung ist untersagt.`,
    ]),
  };
}

function es(f: LegalFacts): LegalTexts {
  return {
    cookies: html([
      'Este sitio utiliza cookies estrictamente necesarias para su funcionamiento (inicio de sesión, cesta, idioma) y, con tu consentimiento, cookies de medición de audiencia.',
      'Puedes cambiar tus preferencias en cualquier momento desde la ventana «Preferencias de cookies». Tu consentimiento se conserva durante un máximo de 13 meses.',
    ]),
    rgpd: html([
      '<h2>Protección de datos</h2>',
      `${f.legalName} trata tus datos personales para gestionar tus citas, tus pedidos, tu cuenta de cliente y tu tarjeta de fidelidad.`,
      '<ul><li><strong>Base jurídica:</strong> la prestación de nuestros servicios y, para las comunicaciones comerciales, tu consentimiento.</li><li><strong>Conservación:</strong> tres años después de tu última cita o compra.</li><li><strong>Destinatarios:</strong> nuestros equipos y nuestros proveedores técnicos, dentro de la Unión Europea.</li></ul>',
      `Tienes derecho de acceso, rectificación, supresión, oposición y portabilidad: escríbenos a <a href="mailto:${f.email}">${f.email}</a>. También puedes dirigirte a la CNIL, la autoridad francesa de protección de datos.`,
    ]),
    mentions: html([
      '<h2>Aviso legal</h2>',
      `Este sitio es editado por <strong>${f.legalName}</strong>, con un capital de ${f.capital}, ${f.address}, SIRET ${f.siret}.`,
      `Directora de la publicación: ${f.director}. Contacto: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>.`,
      `Alojamiento: ${host}.`,
    ]),
    cgv: html([
      '<h2>Condiciones generales de venta</h2>',
      'Los precios se indican en euros, impuestos incluidos. Los tratamientos se abonan en el centro, salvo que se ofrezca el pago en línea al reservar.',
      `Cualquier cita puede anularse o cambiarse sin coste hasta ${f.cancellationHours} horas antes de su inicio. Pasado ese plazo, el anticipo abonado no se devuelve.`,
      'Las tarjetas regalo son válidas durante un año desde su compra y no son reembolsables. Los productos comprados en línea pueden devolverse sin abrir en un plazo de 14 días.',
    ]),
    cgu: html([
      '<h2>Condiciones de uso</h2>',
      'El uso de este sitio implica la aceptación de estas condiciones. Te comprometes a facilitar información exacta al crear tu cuenta y a mantener tu contraseña en secreto.',
      `Los textos, fotografías y elementos visuales de ${f.brand} están protegidos: queda prohibida cualquier reproducción sin autorización.`,
    ]),
  };
}

function it(f: LegalFacts): LegalTexts {
  return {
    cookies: html([
      'Questo sito utilizza cookie strettamente necessari al suo funzionamento (accesso, carrello, lingua) e, con il tuo consenso, cookie di misurazione dell’audience.',
      'Puoi modificare le tue scelte in qualsiasi momento dalla finestra «Preferenze cookie». Il tuo consenso viene conservato per un massimo di 13 mesi.',
    ]),
    rgpd: html([
      '<h2>Protezione dei dati</h2>',
      `${f.legalName} tratta i tuoi dati personali per gestire i tuoi appuntamenti, i tuoi ordini, il tuo account cliente e la tua carta fedeltà.`,
      '<ul><li><strong>Base giuridica:</strong> l’erogazione dei nostri servizi e, per le comunicazioni commerciali, il tuo consenso.</li><li><strong>Conservazione:</strong> tre anni dopo l’ultimo appuntamento o acquisto.</li><li><strong>Destinatari:</strong> i nostri team e i nostri fornitori tecnici, all’interno dell’Unione europea.</li></ul>',
      `Hai diritto di accesso, rettifica, cancellazione, opposizione e portabilità: scrivici a <a href="mailto:${f.email}">${f.email}</a>. Puoi anche rivolgerti alla CNIL, l’autorità francese per la protezione dei dati.`,
    ]),
    mentions: html([
      '<h2>Note legali</h2>',
      `Questo sito è pubblicato da <strong>${f.legalName}</strong>, capitale sociale ${f.capital}, ${f.address}, SIRET ${f.siret}.`,
      `Direttrice della pubblicazione: ${f.director}. Contatti: ${f.phone}, <a href="mailto:${f.email}">${f.email}</a>.`,
      `Hosting: ${host}.`,
    ]),
    cgv: html([
      '<h2>Condizioni generali di vendita</h2>',
      'I prezzi sono indicati in euro, tasse incluse. I trattamenti si pagano in istituto, salvo quando al momento della prenotazione è proposto il pagamento online.',
      `Ogni appuntamento può essere annullato o spostato gratuitamente fino a ${f.cancellationHours} ore prima dell’inizio. Oltre questo termine, l’eventuale acconto versato viene trattenuto.`,
      'I buoni regalo sono validi un anno dalla data di acquisto e non sono rimborsabili. I prodotti acquistati online possono essere restituiti integri entro 14 giorni.',
    ]),
    cgu: html([
      '<h2>Condizioni d’uso</h2>',
      'L’utilizzo di questo sito implica l’accettazione delle presenti condizioni. Ti impegni a fornire informazioni corrette al momento della creazione dell’account e a mantenere riservata la tua password.',
      `I testi, le fotografie e le immagini di ${f.brand} sono protetti: è vietata qualsiasi riproduzione senza autorizzazione.`,
    ]),
  };
}

/** { cookies, rgpd, mentions, cgv, cgu }, each a complete per-language map. */
export function legalTexts(facts: LegalFacts): Record<keyof LegalTexts, L> {
  const byLang: Record<Lang, LegalTexts> = {
    fr: fr(facts),
    en: en(facts),
    de: de(facts),
    es: es(facts),
    it: it(facts),
  };
  const kinds = ['cookies', 'rgpd', 'mentions', 'cgv', 'cgu'] as const;
  return Object.fromEntries(
    kinds.map((k) => [
      k,
      { fr: byLang.fr[k], en: byLang.en[k], de: byLang.de[k], es: byLang.es[k], it: byLang.it[k] },
    ]),
  ) as Record<keyof LegalTexts, L>;
}

// A local stand-in for Monetico's payment server, for tests (these machines cannot reach it). It
// receives the browser's form POST on /paiement.cgi like the bank does — required fields, terminal
// and seal checked, an error page when the MAC does not match — and, once the payer is done,
// produces the CGI2 notification the bank posts to the merchant (form-urlencoded, code-retour
// payetest or Annulation, sealed with the same key). The seal is computed here independently of the
// adapter (usable key, fields sorted by name, "name=value" joined by "*", HMAC-SHA1).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Payment = { fields: Record<string, string>; state: 'open' | 'paid' | 'refused' };

export type MoneticoStub = {
  baseUrl: string;
  /** Forms the payment page accepted, by reference. */
  payments: Map<string, Payment>;
  /** Forms it turned away, with the reason shown on its error page. */
  rejected: { reference: string; reason: string }[];
  /** What the browser does with the redirect scenario: POST the fields to the payment page. */
  submit(url: string, fields: Record<string, string>): Promise<{ status: number; html: string }>;
  /** The payer pays or is refused; the CGI2 notification body Monetico then posts to the merchant. */
  payer(reference: string, result: 'pays' | 'refused'): string;
  hang(): void;
  close(): Promise<void>;
};

function sealKey(key: string): Buffer {
  const head = key.substring(0, 38);
  const last = key.substring(38, 40);
  const code = last.charCodeAt(0);
  let tail = last;
  if (code > 70 && code < 97) tail = String.fromCharCode(code - 23) + last.charAt(1);
  else if (last.charAt(1) === 'M') tail = `${last.charAt(0)}0`;
  return Buffer.from(head + tail, 'hex');
}

function seal(fields: Record<string, string>, key: string): string {
  const data = Object.entries(fields)
    .filter(([name]) => name !== 'MAC')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('*');
  return createHmac('sha1', sealKey(key)).update(data, 'utf8').digest('hex');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const REQUIRED = ['TPE', 'date', 'montant', 'reference', 'version', 'lgue', 'societe', 'MAC'];

function page(res: ServerResponse, title: string, text: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`,
  );
}

export async function startMoneticoStub(options: {
  tpe: string;
  key: string;
  societe: string;
}): Promise<MoneticoStub> {
  const payments = new Map<string, Payment>();
  const rejected: MoneticoStub['rejected'] = [];
  let hanging = false;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://monetico.stub');
    const body = await readBody(req);
    if (hanging) return;
    if (req.method !== 'POST' || url.pathname !== '/paiement.cgi') {
      res.writeHead(404);
      return res.end();
    }
    const fields = Object.fromEntries(new URLSearchParams(body));
    const reference = fields.reference ?? '';
    const refuse = (reason: string) => {
      rejected.push({ reference, reason });
      page(res, 'Erreur', `Une erreur est survenue : ${reason}`);
    };
    const missing = REQUIRED.filter((name) => !fields[name]);
    if (missing.length > 0) return refuse(`champs manquants : ${missing.join(', ')}`);
    if (fields.TPE !== options.tpe || fields.societe !== options.societe)
      return refuse('TPE ou société inconnu');
    if (fields.version !== '3.0') return refuse('version non supportée');
    if (!/^[A-Za-z0-9]{1,12}$/.test(reference)) return refuse('référence invalide');
    if (!/^\d{2}\/\d{2}\/\d{4}:\d{2}:\d{2}:\d{2}$/.test(fields.date ?? '')) return refuse('date invalide');
    if (!/^\d+(\.\d{1,2})?[A-Z]{3}$/.test(fields.montant ?? '')) return refuse('montant invalide');
    if ((fields.MAC ?? '').toLowerCase() !== seal(fields, options.key))
      return refuse('le sceau (MAC) est invalide');
    if (payments.get(reference)?.state === 'paid') return refuse('référence déjà utilisée');
    payments.set(reference, { fields, state: 'open' });
    page(res, 'Paiement sécurisé', `Commande ${reference} : ${fields.montant}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    payments,
    rejected,
    async submit(target, fields) {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      return { status: response.status, html: await response.text() };
    },
    payer(reference, result) {
      const payment = payments.get(reference);
      if (!payment) throw new Error(`no payment form for ${reference}`);
      payment.state = result === 'pays' ? 'paid' : 'refused';
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const notification: Record<string, string> = {
        TPE: options.tpe,
        date: `${pad(now.getUTCDate())}/${pad(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}_a_${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`,
        montant: payment.fields.montant ?? '',
        reference,
        'texte-libre': payment.fields['texte-libre'] ?? '',
        'code-retour': result === 'pays' ? 'payetest' : 'Annulation',
        cvx: 'oui',
        vld: '1230',
        brand: 'VI',
        numauto: result === 'pays' ? randomBytes(3).toString('hex') : '',
        originecb: 'FRA',
        bincb: '497010',
        hpancb: createHash('sha1').update('4970100000000055').digest('hex').toUpperCase(),
        ipclient: '127.0.0.1',
        originetr: 'FRA',
        modepaiement: 'CB',
        authentification: Buffer.from(
          JSON.stringify({ protocol: '3DSecure', version: '2.2.0', status: 'authenticated', details: {} }),
        ).toString('base64'),
        ...(result === 'refused' ? { motifrefus: 'Refus' } : {}),
      };
      notification.MAC = seal(notification, options.key).toUpperCase();
      return new URLSearchParams(notification).toString();
    },
    hang() {
      hanging = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

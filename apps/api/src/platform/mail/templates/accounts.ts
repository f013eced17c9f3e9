// Account messages (ADR 0006): codes, password reset and change, staff invitations; plain text.
import type { Lang } from '@eclat/contracts';
import { SECRET, type Template } from './types.ts';

export type AccountTemplateName =
  | 'sms_code'
  | 'email_code'
  | 'password_reset'
  | 'password_changed'
  | 'cmpuser_invite'
  | 'delete_account_code';

export const ACCOUNT_TEMPLATES: Record<AccountTemplateName, Record<Lang, Template>> = {
  sms_code: {
    fr: (v) => ({
      subject: null,
      text: `${v.company} : votre code de vérification est ${SECRET}. Il expire dans ${v.minutes} minutes.`,
    }),
    en: (v) => ({
      subject: null,
      text: `${v.company}: your verification code is ${SECRET}. It expires in ${v.minutes} minutes.`,
    }),
    de: (v) => ({
      subject: null,
      text: `${v.company}: Ihr Bestätigungscode lautet ${SECRET}. Er läuft in ${v.minutes} Minuten ab.`,
    }),
    es: (v) => ({
      subject: null,
      text: `${v.company}: tu código de verificación es ${SECRET}. Caduca en ${v.minutes} minutos.`,
    }),
    it: (v) => ({
      subject: null,
      text: `${v.company}: il tuo codice di verifica è ${SECRET}. Scade tra ${v.minutes} minuti.`,
    }),
  },
  email_code: {
    fr: (v) => ({
      subject: `${v.company} – votre code de vérification`,
      text: `Bonjour,\n\nVotre code de vérification est ${SECRET}.\nIl expire dans ${v.minutes} minutes.\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your verification code`,
      text: `Hello,\n\nYour verification code is ${SECRET}.\nIt expires in ${v.minutes} minutes.\n\nIf you did not ask for it, ignore this message.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Bestätigungscode`,
      text: `Guten Tag,\n\nIhr Bestätigungscode lautet ${SECRET}.\nEr läuft in ${v.minutes} Minuten ab.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – tu código de verificación`,
      text: `Hola:\n\nTu código de verificación es ${SECRET}.\nCaduca en ${v.minutes} minutos.\n\nSi no lo has solicitado, ignora este mensaje.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – il tuo codice di verifica`,
      text: `Buongiorno,\n\nil tuo codice di verifica è ${SECRET}.\nScade tra ${v.minutes} minuti.\n\nSe non l'hai richiesto, ignora questo messaggio.\n\n${v.company}`,
    }),
  },
  password_reset: {
    fr: (v) => ({
      subject: `${v.company} – réinitialisation de votre mot de passe`,
      text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien :\n${v.link}\n\nIl est valable ${v.minutes} minutes et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – reset your password`,
      text: `Hello,\n\nTo choose a new password, open this link:\n${v.link}\n\nIt is valid for ${v.minutes} minutes and works once. If you did not ask for it, ignore this message: your password stays the same.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Passwort zurücksetzen`,
      text: `Guten Tag,\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link:\n${v.link}\n\nEr ist ${v.minutes} Minuten gültig und nur einmal verwendbar. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – restablecer tu contraseña`,
      text: `Hola:\n\nPara elegir una nueva contraseña, abre este enlace:\n${v.link}\n\nEs válido durante ${v.minutes} minutos y solo sirve una vez. Si no lo has solicitado, ignora este mensaje: tu contraseña no cambia.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – reimposta la tua password`,
      text: `Buongiorno,\n\nper scegliere una nuova password, apri questo link:\n${v.link}\n\nÈ valido ${v.minutes} minuti e funziona una sola volta. Se non l'hai richiesto, ignora questo messaggio: la tua password resta invariata.\n\n${v.company}`,
    }),
  },
  password_changed: {
    fr: (v) => ({
      subject: `${v.company} – votre mot de passe a été modifié`,
      text: `Bonjour,\n\nLe mot de passe de votre compte vient d'être modifié et vos autres sessions ont été fermées. Si ce n'est pas vous, réinitialisez-le sans attendre.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your password was changed`,
      text: `Hello,\n\nThe password of your account was just changed and your other sessions were signed out. If it was not you, reset it at once.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Passwort wurde geändert`,
      text: `Guten Tag,\n\ndas Passwort Ihres Kontos wurde soeben geändert und Ihre anderen Sitzungen wurden beendet. Wenn Sie das nicht waren, setzen Sie es sofort zurück.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – se ha cambiado tu contraseña`,
      text: `Hola:\n\nSe acaba de cambiar la contraseña de tu cuenta y se han cerrado tus otras sesiones. Si no has sido tú, restablécela de inmediato.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – la tua password è stata modificata`,
      text: `Buongiorno,\n\nla password del tuo account è appena stata modificata e le altre sessioni sono state chiuse. Se non sei stato tu, reimpostala subito.\n\n${v.company}`,
    }),
  },
  cmpuser_invite: {
    fr: (v) => ({
      subject: `${v.company} – votre accès à l'espace professionnel`,
      text: `Bonjour,\n\nUn compte a été créé pour vous chez ${v.company}. Choisissez votre mot de passe avec ce lien :\n${v.link}\n\nIl est valable ${v.minutes} minutes et ne sert qu'une fois.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – your staff access`,
      text: `Hello,\n\nAn account was created for you at ${v.company}. Choose your password with this link:\n${v.link}\n\nIt is valid for ${v.minutes} minutes and works once.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Ihr Zugang für Mitarbeitende`,
      text: `Guten Tag,\n\nbei ${v.company} wurde ein Konto für Sie angelegt. Wählen Sie Ihr Passwort über diesen Link:\n${v.link}\n\nEr ist ${v.minutes} Minuten gültig und nur einmal verwendbar.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – tu acceso profesional`,
      text: `Hola:\n\nSe ha creado una cuenta para ti en ${v.company}. Elige tu contraseña con este enlace:\n${v.link}\n\nEs válido durante ${v.minutes} minutos y solo sirve una vez.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – il tuo accesso professionale`,
      text: `Buongiorno,\n\nè stato creato un account per te presso ${v.company}. Scegli la tua password con questo link:\n${v.link}\n\nÈ valido ${v.minutes} minuti e funziona una sola volta.\n\n${v.company}`,
    }),
  },
  delete_account_code: {
    fr: (v) => ({
      subject: `${v.company} – confirmez la suppression de votre compte`,
      text: `Bonjour,\n\nVous avez demandé la suppression de votre compte. Pour la confirmer, saisissez ce code : ${SECRET}\nIl expire dans ${v.minutes} minutes.\n\nLa suppression est définitive : vos rendez-vous à venir seront annulés et vos données personnelles effacées. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte reste tel quel.\n\n${v.company}`,
    }),
    en: (v) => ({
      subject: `${v.company} – confirm the deletion of your account`,
      text: `Hello,\n\nYou asked to delete your account. To confirm, enter this code: ${SECRET}\nIt expires in ${v.minutes} minutes.\n\nDeletion is final: your upcoming appointments will be cancelled and your personal data erased. If you did not ask for it, ignore this message: your account stays as it is.\n\n${v.company}`,
    }),
    de: (v) => ({
      subject: `${v.company} – Löschung Ihres Kontos bestätigen`,
      text: `Guten Tag,\n\nSie haben die Löschung Ihres Kontos angefordert. Geben Sie zur Bestätigung diesen Code ein: ${SECRET}\nEr läuft in ${v.minutes} Minuten ab.\n\nDie Löschung ist endgültig: Ihre kommenden Termine werden storniert und Ihre personenbezogenen Daten gelöscht. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Konto bleibt unverändert.\n\n${v.company}`,
    }),
    es: (v) => ({
      subject: `${v.company} – confirma la eliminación de tu cuenta`,
      text: `Hola:\n\nHas solicitado eliminar tu cuenta. Para confirmarlo, introduce este código: ${SECRET}\nCaduca en ${v.minutes} minutos.\n\nLa eliminación es definitiva: tus próximas citas se cancelarán y tus datos personales se borrarán. Si no lo has solicitado, ignora este mensaje: tu cuenta no cambia.\n\n${v.company}`,
    }),
    it: (v) => ({
      subject: `${v.company} – conferma l'eliminazione del tuo account`,
      text: `Buongiorno,\n\nhai chiesto di eliminare il tuo account. Per confermare, inserisci questo codice: ${SECRET}\nScade tra ${v.minutes} minuti.\n\nL'eliminazione è definitiva: i tuoi prossimi appuntamenti saranno annullati e i tuoi dati personali cancellati. Se non l'hai richiesto, ignora questo messaggio: il tuo account resta invariato.\n\n${v.company}`,
    }),
  },
};

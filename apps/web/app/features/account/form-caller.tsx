import { isLang } from '@eclat/contracts/langs';
import type { ApiCaller } from '../../lib/browser-api.ts';
import { useCaller } from '../../lib/use-caller.ts';

// A route's clientAction runs outside React and cannot read the shell: the forms that post to one
// carry the company and language every browser call sends (spec §7) in hidden fields. Both are
// already public in the page (the root loader's data) and only become headers, never body fields.
const COMPANY_FIELD = '_company';
const LANG_FIELD = '_lang';

export function CallerFields() {
  const caller = useCaller();
  return (
    <>
      <input type="hidden" name={COMPANY_FIELD} value={caller.companyToken} />
      <input type="hidden" name={LANG_FIELD} value={caller.lang} />
    </>
  );
}

/** The caller a form posted with CallerFields. */
export function callerFrom(form: FormData): ApiCaller {
  const lang = form.get(LANG_FIELD);
  if (!isLang(lang)) throw new Error('A form posted to a route action without its CallerFields');
  return { companyToken: String(form.get(COMPANY_FIELD) ?? ''), lang };
}

/** A text field of a posted form ('' when missing). */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? '');

// The document of the bare page: what every React Router page renders, and nothing else (no
// data, no styles, no API call). createElement rather than JSX: the scripts are type-checked
// without a JSX setting.
import { createElement as h } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

export default function Root() {
  return h(
    'html',
    { lang: 'fr' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h(Meta), h(Links)),
    h('body', null, h(Outlet), h(Scripts)),
  );
}

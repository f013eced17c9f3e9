// A page with a loader, as small as a real one gets: a title and a paragraph from loader data.
import { createElement as h } from 'react';
import { useLoaderData } from 'react-router';

export function loader() {
  return { title: 'Éclat', text: 'A bare React Router page, server-rendered.' };
}

export function meta() {
  return [{ title: 'Éclat (bench reference)' }];
}

export default function Home() {
  const { title, text } = useLoaderData<typeof loader>();
  return h('main', null, h('h1', null, title), h('p', null, text));
}

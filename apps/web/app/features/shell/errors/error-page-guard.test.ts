import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPageGuard } from './error-page-guard.tsx';

describe('ErrorPageGuard (spec §8: the error page itself fails)', () => {
  it('shows that an error occurred while showing the error, with the details and a link home', () => {
    const guard = new ErrorPageGuard({ children: createElement('p', null, 'the error page') });
    guard.state = ErrorPageGuard.getDerivedStateFromError(new Error('theme exploded'));
    const html = renderToStaticMarkup(guard.render() as ReturnType<typeof createElement>);
    expect(html).toContain('data-error-type="error_page_failed"');
    expect(html).toContain('Une erreur est survenue pendant l’affichage de l’erreur');
    expect(html).toContain('<summary');
    expect(html).toContain('theme exploded');
    expect(html).toContain('href="/"');
  });

  it('renders the error page itself while it works', () => {
    const guard = new ErrorPageGuard({ children: createElement('p', null, 'the error page') });
    expect(renderToStaticMarkup(guard.render() as ReturnType<typeof createElement>)).toBe(
      '<p>the error page</p>',
    );
  });

  it('logs the failure', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    new ErrorPageGuard({ children: null }).componentDidCatch(new Error('x'), { componentStack: 'at X' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

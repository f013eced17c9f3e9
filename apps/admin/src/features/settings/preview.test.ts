import type { Themes } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { type PreviewState, previewMessages, previewSrc, storefrontBase } from './preview.ts';

const colours = (buttons: string) => ({
  buttonsColor: buttons,
  secondaryButtonsColor: '#333333',
  menuColor: '#ffffff',
  headerColor: '#ffffff',
  footerColor: '#111111',
  mkpBackgroundColor: '#f5f5f5',
  mkpBackgroundImage: null,
  bookingBreadDefault: '#cccccc',
  bookingBreadDone: '#999999',
  bookingBreadCurrent: '#000000',
  backgroundColorEvents: '#ffffff',
  datesEvents: '#000000',
  bodyEvents: '#000000',
  closeBtnEvents: '#000000',
  linkBtnEvents: '#000000',
  pageEvents: '#000000',
  backgroundColor: '#ffffff',
  textColor: '#1c1917',
});
const font = { name: 'Inter', url: null };
const themes = (buttons: string, darkButtons = '#eeeeee'): Themes => ({
  general: {
    ...colours(buttons),
    dark: false,
    siteContained: false,
    roundedMenu: true,
    headerFullWidth: false,
    squareFlatButtons: false,
    customCss: '',
    shadowSiteContained: false,
    containedBackgroundColor: '#ffffff',
    headerFont: font,
    menuFont: font,
    bodyFont: font,
  },
  generalDark: colours(darkButtons),
});
const state = (buttons: string, extra: Partial<PreviewState> = {}): PreviewState => ({
  themes: themes(buttons),
  booker: { transparentHeader: false, headerDark: false, containerMaxWidth: 960 },
  logoSize: 50,
  ...extra,
});

describe('the preview messages', () => {
  it('sends nothing when nothing changed', () => {
    expect(previewMessages(state('#aa0000'), state('#aa0000'), { before: false, after: false })).toEqual([]);
  });

  it('sends the one colour that changed, tagged with the protocol source', () => {
    expect(previewMessages(state('#aa0000'), state('#0000aa'), { before: false, after: false })).toEqual([
      { source: 'eclat-preview', type: 'colour', key: 'buttonsColor', value: '#0000aa' },
    ]);
  });

  it('switching to the dark set sends the theme, then every dark colour', () => {
    const sent = previewMessages(state('#aa0000'), state('#aa0000'), { before: false, after: true });
    expect(sent[0]).toEqual({ source: 'eclat-preview', type: 'theme', dark: true });
    expect(sent).toContainEqual({
      source: 'eclat-preview',
      type: 'colour',
      key: 'buttonsColor',
      value: '#eeeeee',
    });
    expect(sent.filter((m) => m.type === 'colour')).toHaveLength(17);
  });

  it('sends layout switches, logo size and custom CSS as values and css', () => {
    const after = state('#aa0000', { logoSize: 80 });
    after.themes.general.squareFlatButtons = true;
    after.themes.general.customCss = '.hero { gap: 0 }';
    after.booker.headerDark = true;
    expect(previewMessages(state('#aa0000'), after, { before: false, after: false })).toEqual([
      {
        source: 'eclat-preview',
        type: 'values',
        values: { squareFlatButtons: true, headerDark: true, logoSize: 80 },
      },
      { source: 'eclat-preview', type: 'css', css: '.hero { gap: 0 }' },
    ]);
  });
});

describe('the storefront address', () => {
  it('puts the business host in the template and the marker in the query', () => {
    const base = storefrontBase('http://{host}:3000', 'studio-zen.localhost');
    expect(base).toBe('http://studio-zen.localhost:3000');
    expect(previewSrc(base as string, 'tok_en-123456')).toBe(
      'http://studio-zen.localhost:3000/?preview=__pvs__tok_en-123456__pve__',
    );
    expect(storefrontBase('javascript:alert(1)', 'x')).toBeNull();
    expect(storefrontBase('not a url', 'x')).toBeNull();
  });
});

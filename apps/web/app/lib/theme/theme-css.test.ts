import type { ThemeColours, Themes } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { confineCss, fontResources, fontStack, safeColour, themeCss, themeVariables } from './theme-css.ts';

function colours(base: string, text: string): ThemeColours {
  return {
    buttonsColor: base,
    secondaryButtonsColor: base,
    menuColor: base,
    headerColor: base,
    footerColor: base,
    mkpBackgroundColor: base,
    mkpBackgroundImage: null,
    bookingBreadDefault: base,
    bookingBreadDone: base,
    bookingBreadCurrent: base,
    backgroundColorEvents: base,
    datesEvents: base,
    bodyEvents: base,
    closeBtnEvents: base,
    linkBtnEvents: base,
    pageEvents: base,
    backgroundColor: base,
    textColor: text,
  };
}

function themes(dark: boolean): Themes {
  const font = { name: 'Inter', url: null };
  return {
    general: {
      ...colours('#faf7f2', '#222222'),
      dark,
      siteContained: false,
      roundedMenu: true,
      headerFullWidth: false,
      squareFlatButtons: false,
      customCss: '',
      shadowSiteContained: false,
      containedBackgroundColor: '#ffffff',
      headerFont: {
        name: 'Playfair Display',
        url: 'https://fonts.googleapis.com/css2?family=Playfair+Display',
      },
      menuFont: font,
      bodyFont: { name: 'Inter', url: '/api/media/fonts/inter.woff2' },
    },
    generalDark: colours('#121212', '#eeeeee'),
  };
}

describe('themeVariables', () => {
  it('sets every colour of themes.general, with readable text on coloured surfaces', () => {
    const vars = themeVariables(themes(false), 960);
    expect(vars['--eclat-background-color']).toBe('#faf7f2');
    expect(vars['--eclat-text-color']).toBe('#222222');
    expect(vars['--eclat-booking-bread-current']).toBe('#faf7f2');
    expect(vars['--eclat-on-buttons']).toBe('#111111');
    expect(vars['--eclat-container-max']).toBe('960px');
    expect(vars['color-scheme']).toBe('light');
    expect(vars['--eclat-mkp-background-image']).toBe('none');
    expect(vars['--eclat-mkp-background-image-phone']).toBe('none');
  });

  it('gives the marketplace backdrop at 1600 px, and at 828 px for phones; a picture not ours as given', () => {
    const ours = themes(false);
    ours.general.mkpBackgroundImage = '/api/media/acme/backgrounds/spa.jpg';
    const vars = themeVariables(ours, 960);
    expect(vars['--eclat-mkp-background-image']).toBe('url("/api/media/acme/backgrounds/spa.jpg?w=1600")');
    expect(vars['--eclat-mkp-background-image-phone']).toBe(
      'url("/api/media/acme/backgrounds/spa.jpg?w=828")',
    );
    const elsewhere = themes(false);
    elsewhere.general.mkpBackgroundImage = 'https://cdn.example.com/spa.jpg';
    const outside = themeVariables(elsewhere, 960);
    expect(outside['--eclat-mkp-background-image']).toBe('url("https://cdn.example.com/spa.jpg")');
    expect(outside['--eclat-mkp-background-image-phone']).toBe('url("https://cdn.example.com/spa.jpg")');
  });

  it('uses themes.generalDark when the company opens in the dark theme', () => {
    const vars = themeVariables(themes(true), 768);
    expect(vars['--eclat-background-color']).toBe('#121212');
    expect(vars['--eclat-on-buttons']).toBe('#ffffff');
    expect(vars['--eclat-container-max']).toBe('768px');
    expect(vars['color-scheme']).toBe('dark');
  });

  it('drops a colour that tries to break out of its declaration', () => {
    const t = themes(false);
    t.general.buttonsColor = 'red;}body{display:none';
    const css = themeCss(t, 960);
    expect(css).not.toContain('display:none');
    expect(css.startsWith(':root{')).toBe(true);
  });
});

describe('safeColour', () => {
  it('accepts colour notations and rejects anything else', () => {
    expect(safeColour(' #abc ')).toBe('#abc');
    expect(safeColour('rgb(1 2 3 / 50%)')).toBe('rgb(1 2 3 / 50%)');
    expect(safeColour('oklch(70% 0.1 200)')).toBe('oklch(70% 0.1 200)');
    expect(safeColour('')).toBeNull();
    expect(safeColour('url("x")')).toBeNull();
    expect(safeColour('a;b')).toBeNull();
  });
});

describe('fonts', () => {
  it('puts the business font before system fallbacks', () => {
    expect(fontStack({ name: 'Playfair Display', url: null })).toMatch(/^"Playfair Display", ui-sans-serif/);
    expect(fontStack({ name: '";}', url: null })).toMatch(/^ui-sans-serif/);
  });

  it('keeps a stack the theme gives as the font name', () => {
    expect(fontStack({ name: "'Cormorant Garamond', Didot, 'Bodoni 72', Georgia, serif", url: null })).toBe(
      '"Cormorant Garamond", "Didot", "Bodoni 72", "Georgia", serif',
    );
    expect(fontStack({ name: "'Jost', Avenir", url: null })).toMatch(/^"Jost", "Avenir", ui-sans-serif/);
    expect(fontStack({ name: 'Evil"; } body { x', url: null })).toMatch(/^"Evil body x", ui-sans-serif/);
  });

  it('loads stylesheets by <link> and font files by @font-face, both with display swap', () => {
    const { stylesheets, fontFaceCss } = fontResources(themes(false).general);
    expect(stylesheets).toEqual(['https://fonts.googleapis.com/css2?family=Playfair+Display&display=swap']);
    expect(fontFaceCss).toBe(
      '@font-face{font-family:"Inter";src:url("/api/media/fonts/inter.woff2");font-display:swap}',
    );
  });

  it('loads nothing for fonts without a URL or with a URL that is not a web one', () => {
    const font = { name: 'Georgia', url: null };
    expect(
      fontResources({
        headerFont: font,
        menuFont: font,
        bodyFont: { name: 'X', url: 'javascript:alert(1)' },
      }),
    ).toEqual({
      stylesheets: [],
      fontFaceCss: '',
    });
  });
});

describe('confineCss', () => {
  it('keeps custom CSS inside its style element', () => {
    expect(confineCss('a{color:red}</style><script>alert(1)</script>')).toBe(
      'a{color:red}\\3c /style>\\3c script>alert(1)\\3c /script>',
    );
    expect(confineCss('.hero h1 { letter-spacing: .1em }')).toBe('.hero h1 { letter-spacing: .1em }');
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyPreviewMessage,
  EMPTY_PREVIEW,
  isAllowedOrigin,
  type PreviewMessage,
  parsePreviewMessage,
  previewCss,
} from './messages.ts';

const msg = (body: Record<string, unknown>) => ({ source: 'eclat-preview', ...body });

function apply(...messages: unknown[]) {
  let state = EMPTY_PREVIEW;
  for (const raw of messages) {
    const message = parsePreviewMessage(raw);
    if (!message) throw new Error(`refused: ${JSON.stringify(raw)}`);
    state = applyPreviewMessage(state, message);
  }
  return state;
}

describe('parsePreviewMessage (spec §4 preview protocol)', () => {
  it('reads the six kinds of message', () => {
    const kinds = [
      msg({ type: 'colour', key: 'buttonsColor', value: '#ff0000' }),
      msg({ type: 'theme', dark: true }),
      msg({ type: 'font', slot: 'headerFont', font: { name: 'Lora', url: null } }),
      msg({ type: 'values', values: { roundedMenu: false, logoSize: 80, containerMaxWidth: 768, x: 1 } }),
      msg({ type: 'css', css: '.x{color:red}' }),
      msg({ type: 'navigate', path: '/en/services' }),
    ].map((m) => parsePreviewMessage(m)?.type);
    expect(kinds).toEqual(['colour', 'theme', 'font', 'values', 'css', 'navigate']);
    expect(
      parsePreviewMessage(msg({ type: 'values', values: { roundedMenu: false, x: 1, logoSize: 9000 } })),
    ).toEqual({
      type: 'values',
      values: { roundedMenu: false },
    });
  });

  it('refuses foreign, malformed or dangerous messages', () => {
    for (const bad of [
      null,
      'colour',
      { type: 'theme', dark: true },
      msg({ type: 'colour', key: 'buttonsColor', value: 'red;}body{display:none' }),
      msg({ type: 'colour', key: 'nope', value: '#fff' }),
      msg({ type: 'navigate', path: 'https://evil.example/' }),
      msg({ type: 'navigate', path: '//evil.example/' }),
      msg({ type: 'font', slot: 'other', font: { name: 'x', url: null } }),
      msg({ type: 'unknown' }),
    ]) {
      expect(parsePreviewMessage(bad)).toBeNull();
    }
  });
});

describe('isAllowedOrigin', () => {
  it("accepts only the company's back-office origins", () => {
    expect(isAllowedOrigin('https://bo.example', ['https://bo.example/'])).toBe(true);
    expect(isAllowedOrigin('https://bo.example:444', ['https://bo.example'])).toBe(false);
    expect(isAllowedOrigin('https://evil.example', ['https://bo.example'])).toBe(false);
    expect(isAllowedOrigin('null', ['https://bo.example'])).toBe(false);
    expect(isAllowedOrigin('https://bo.example', [])).toBe(false);
  });
});

describe('previewCss', () => {
  it('overrides colours with a readable text colour on coloured surfaces', () => {
    const { css } = previewCss(apply(msg({ type: 'colour', key: 'buttonsColor', value: '#000000' })));
    expect(css).toBe(':root{--eclat-buttons-color:#000000;--eclat-on-buttons:#ffffff}');
  });

  it('switching the theme drops the colours typed for the other one', () => {
    const state = apply(
      msg({ type: 'colour', key: 'textColor', value: '#111111' }),
      msg({ type: 'theme', dark: true }),
    );
    expect(state.dark).toBe(true);
    expect(previewCss(state).css).toBe('');
  });

  it('loads fonts with display swap and sets their stacks', () => {
    const { css, stylesheets } = previewCss(
      apply(
        msg({
          type: 'font',
          slot: 'bodyFont',
          font: { name: 'Lora', url: 'https://fonts.googleapis.com/css2?family=Lora' },
        }),
      ),
    );
    expect(css).toMatch(/^:root\{--eclat-font-body:"Lora", ui-sans-serif/);
    expect(stylesheets).toEqual(['https://fonts.googleapis.com/css2?family=Lora&display=swap']);
  });

  it('replaces the custom CSS, confined to its style element', () => {
    const state = apply(msg({ type: 'css', css: 'a{x:y}</style><script>' }));
    expect(previewCss(state).customCss).toBe('a{x:y}\\3c /style>\\3c script>');
  });

  it('applies layout values', () => {
    const message: PreviewMessage = {
      type: 'values',
      values: { squareFlatButtons: true, containerMaxWidth: 768 },
    };
    expect(previewCss(applyPreviewMessage(EMPTY_PREVIEW, message)).css).toBe(
      ':root{--eclat-button-radius:0;--eclat-container-max:768px}',
    );
  });
});

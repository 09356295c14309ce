import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five characters that end text or a quoted attribute, in HTML and XML alike', () => {
    expect(escapeMarkup(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('escapes an ampersand once, even one that already starts an entity', () => {
    expect(escapeMarkup('Atlético &amp; Cia')).toBe('Atlético &amp;amp; Cia');
  });

  it('leaves every other character as it is: accents, symbols and control-free unicode', () => {
    const text = 'São Paulo × Grêmio — 1º tempo, R$ 1.234,56 ⚽';
    expect(escapeMarkup(text)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { withGeneratedSection } from './generated-section.ts';

const markers = { start: '<!-- t:start -->', end: '<!-- t:end -->', file: 'DOC.md' };

describe('withGeneratedSection', () => {
  it('replaces only what lies between the markers', () => {
    const document = 'before\n<!-- t:start -->\nold\nrows\n<!-- t:end -->\nafter\n';
    expect(withGeneratedSection(document, markers, 'new')).toBe(
      'before\n<!-- t:start -->\nnew\n<!-- t:end -->\nafter\n',
    );
  });

  it('names the file when its markers are missing or out of order', () => {
    expect(() => withGeneratedSection('no markers', markers, 'x')).toThrow(/DOC\.md lacks the markers/);
    expect(() => withGeneratedSection('<!-- t:end --> <!-- t:start -->', markers, 'x')).toThrow(/DOC\.md/);
  });
});

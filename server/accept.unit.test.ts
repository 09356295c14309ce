import { describe, expect, it } from 'vitest';
import { acceptsGzip, parseMediaRanges, readAccept } from './accept.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';

describe('Accept (RFC 9110 §12.5.1)', () => {
  it('splits the media ranges into type, subtype, parameters and weight, in lower case, by weight', () => {
    expect(parseMediaRanges(' Text/HTML ; Level=1 ; Q=0.5 , application/json;charset="UTF-8", *')).toEqual([
      { type: 'application', subtype: 'json', params: { charset: 'UTF-8' }, q: 1 },
      // A lone `*` is any type, as old clients (Java's) send it.
      { type: '*', subtype: '*', params: {}, q: 1 },
      { type: 'text', subtype: 'html', params: { level: '1' }, q: 0.5 },
    ]);
  });

  it('drops members that are no media range', () => {
    expect(parseMediaRanges('html, text/, /html, */html, a/b/c, , text/plain')).toEqual([
      { type: 'text', subtype: 'plain', params: {}, q: 1 },
    ]);
  });

  it('reads no header, or an empty one, as any type and none named', () => {
    for (const header of [undefined, null, '', '  ']) {
      const accept = readAccept(header);
      expect(accept.ranges, String(header)).toBeUndefined();
      expect(accept.quality('text/html'), String(header)).toBe(1);
      expect(accept.accepts('text/html', { byNameOnly: true }), String(header)).toBe(false);
    }
    // A header that names nothing usable accepts nothing.
    expect(readAccept('nothing').accepts('text/html')).toBe(false);
  });

  it('gives a type the weight of the most specific range that covers it, in any order', () => {
    const accept = readAccept('*/*;q=0.1, text/*;q=0.5, text/html;q=0.8, image/png');
    expect(accept.quality('text/html')).toBe(0.8);
    expect(accept.quality('TEXT/HTML')).toBe(0.8);
    expect(accept.quality('text/css')).toBe(0.5);
    expect(accept.quality('application/json')).toBe(0.1);
    expect(accept.quality('image/png')).toBe(1);
    expect(readAccept('text/html').quality('application/json')).toBe(0);
    // Of equally specific ranges, the highest weight.
    expect(readAccept('text/html;q=0, text/html;q=0.3').quality('text/html')).toBe(0.3);
  });

  it('takes q=0 as "not acceptable", even under a wildcard that allows everything else', () => {
    for (const header of [
      'text/html;q=0',
      'text/html;q=0, */*',
      '*/*, text/html;q=0.000',
      'text/*;q=0, */*',
    ]) {
      expect(readAccept(header).accepts('text/html'), header).toBe(false);
    }
    expect(readAccept('text/html;q=0, */*').accepts('text/css')).toBe(true);
    expect(readAccept('text/html;q=0.001').accepts('text/html')).toBe(true);
  });

  it('counts only a range that names the type itself when asked by name only', () => {
    const byName = { byNameOnly: true };
    expect(readAccept(BROWSER).accepts('text/html', byName)).toBe(true);
    expect(readAccept(BROWSER).accepts('text/event-stream', byName)).toBe(false);
    for (const header of ['*/*', 'text/*', '*', 'text/html;q=0, */*']) {
      expect(readAccept(header).accepts('text/html', byName), header).toBe(false);
      expect(readAccept(header).quality('text/html', byName), header).toBe(0);
    }
  });

  it("reads a range's charset only when the answer's is given, and then prefers a range that names it", () => {
    const utf8 = { byNameOnly: true, charset: 'utf-8' };
    for (const header of [
      'text/event-stream',
      'text/event-stream; charset=utf-8',
      'text/event-stream;charset="UTF-8"',
      'text/event-stream;charset=iso-8859-1, text/event-stream',
      'text/event-stream;q=0, text/event-stream;charset=utf-8',
    ]) {
      expect(readAccept(header).accepts('text/event-stream', utf8), header).toBe(true);
    }
    for (const header of [
      'text/event-stream; charset=iso-8859-1',
      'text/event-stream;q=0',
      'text/event-stream;charset=utf-8;q=0, text/event-stream',
    ]) {
      expect(readAccept(header).accepts('text/event-stream', utf8), header).toBe(false);
    }
    // Without the answer's charset, a range's charset is not looked at.
    expect(readAccept('text/event-stream; charset=iso-8859-1').accepts('text/event-stream')).toBe(true);
  });
});

describe('Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it('accepts gzip named with a weight above 0, in any case, or as x-gzip', () => {
    for (const header of [
      'gzip',
      'gzip, deflate, br',
      'br;q=1, gzip;q=0.5',
      'GZIP',
      'x-gzip',
      'deflate,gzip',
    ]) {
      expect(acceptsGzip(header), header).toBe(true);
    }
  });

  it('refuses gzip ruled out by q=0, even with a wildcard beside it', () => {
    for (const header of ['gzip;q=0', 'gzip;q=0, *', 'br, gzip; q=0.0', '*;q=0', 'br, *;q=0']) {
      expect(acceptsGzip(header), header).toBe(false);
    }
  });

  it('takes a wildcard for gzip when gzip is not named', () => {
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
  });

  it('does not take a word that merely contains gzip, nor a header naming other codings only', () => {
    for (const header of ['br', 'identity', 'gzipped', 'deflate, br;q=0.5', '']) {
      expect(acceptsGzip(header), header).toBe(false);
    }
  });

  it('sends no gzip to a request without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

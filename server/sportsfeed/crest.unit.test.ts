import { describe, expect, it } from 'vitest';
import { crestSvg, legibleOn } from './crest.ts';
import { getWorld } from './world.ts';

describe('crestSvg', () => {
  const teams = [...getWorld('crest-test').teamById.values()];

  it('draws a club a shield with its name code', () => {
    const club = teams.find((t) => !t.individual && t.sport.slug === 'football')!;
    const svg = crestSvg(club);
    expect(svg).toContain('<path d="M32 3');
    expect(svg).toContain(`>${club.nameCode.slice(0, 3).toUpperCase()}</text>`);
  });

  it('draws a tennis player a round badge with initials, never a shield', () => {
    const player = teams.find((t) => t.individual && t.sport.slug === 'tennis')!;
    const svg = crestSvg(player);
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<path');
    expect(svg).toMatch(/>[A-Z]{1,2}<\/text>/);
  });

  it('keeps markup out of the text', () => {
    const club = teams.find((t) => !t.individual)!;
    expect(crestSvg({ ...club, nameCode: '<&>' })).toContain('&#60;&#38;&#62;');
  });
});

describe('legibleOn', () => {
  it("keeps a team's text colour that reads on its shield, else black or white", () => {
    expect(legibleOn('#0b3d91', '#ffffff')).toBe('#ffffff');
    // Red on green and blue on navy read at about 1.1:1 and 1.4:1.
    expect(legibleOn('#1f8a4c', '#d32f2f')).toBe('#000000');
    expect(legibleOn('#14213d', '#1d5fbf')).toBe('#ffffff');
  });
});

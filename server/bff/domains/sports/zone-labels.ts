import { reportLabelMiss } from '../../../i18n/labels.ts';
import { competitionNamePt, STAGE_NAMES } from '../../../i18n/stages.ts';
import {
  STANDING_ZONE_FALLBACKS,
  STANDING_ZONE_KINDS,
  STANDING_ZONE_LABELS,
  STANDING_ZONE_SHAPES,
} from '../../../i18n/standing-zones.ts';

/**
 * pt-BR readings of a table zone, the feed's promotion text ("Copa Libertadores", "Round of 16"): its
 * colour and its name. The feed names a zone after what the place leads to, so new competitions keep
 * coming: a text of a known shape ("<Competition> qualification") is read with the competition's name, and
 * one nothing reads gets a neutral name of its kind, never the feed's English.
 */

export type ZoneKind = (typeof STANDING_ZONE_KINDS)[number];

/** The text as the tables key it: lower case, single spaces, "play-offs" and "play off" as "playoffs". */
function zoneKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\bplay[- ]?offs?\b/g, 'playoffs')
    .replace(/\bplay-in\b/g, 'play in');
}

// A place that goes on to a later stage of the same competition: advancement, coloured as promotion.
const ADVANCES =
  /\b(round of \d+|next (round|stage)|knockout|quarter-?finals?|semi-?finals?|final( four| stage)?|qualified|championship (round|group))\b/;

/** Which colour a zone takes, read from the feed's promotion text (its ids differ per competition). */
export function zoneKind(text: string): ZoneKind {
  const t = zoneKey(text);
  if (t.includes('relegation')) return 'relegation';
  if (t.includes('libertadores')) return /qualif|pre-?lib/.test(t) ? 'preLibertadores' : 'libertadores';
  if (t.includes('sudamericana') || t.includes('sul-americana')) return 'sulAmericana';
  if (/\bchampions\b|europa|conference|concacaf|\bafc\b|\bcaf\b|club world cup/.test(t)) return 'continental';
  if (t.includes('promotion')) return 'promotion';
  if (/playoffs|play in/.test(t)) return 'playoffs';
  if (ADVANCES.test(t)) return 'promotion';
  return 'other';
}

// "<Competition> qualification", "<Competition> qualification playoffs", "<Competition> playoffs".
const SHAPED = /^(.+?) (qualification(?: round)?|qualifiers|qualifying|qualification playoffs|playoffs)$/i;
const ROUND_OF = /^round of (\d+)$/;
// A competition's own name has a competition word or an acronym (AFC, NBA); other words ("Title
// playoffs") are English, not a name to keep.
const COMPETITION_WORD =
  /\b(league|liga|cup|copa|coupe|coppa|pokal|trophy|champions|conference|series|serie)\b/i;
const ACRONYM = /\b[A-Z]{2,}\b/;

/** A competition inside a zone text: its pt-BR name from the table, else its own name when it is one. */
function competitionOf(name: string): string | null {
  const key = zoneKey(name);
  if (Object.hasOwn(STANDING_ZONE_LABELS, key)) return STANDING_ZONE_LABELS[key];
  return COMPETITION_WORD.test(name) || ACRONYM.test(name) ? competitionNamePt(name) : null;
}

/** A zone text of a common shape read in pt-BR ("Round of 64", "AFC Cup playoffs"), or null. */
function shapedZone(text: string, key: string): string | null {
  if (Object.hasOwn(STAGE_NAMES, key)) return STAGE_NAMES[key];
  const round = ROUND_OF.exec(key);
  if (round) {
    const teams = Number(round[1]);
    // The table names every round up to 128 teams (round of 8 is the quarter-finals); larger ones by count.
    return teams >= 256 && Number.isInteger(Math.log2(teams)) ? STANDING_ZONE_SHAPES.roundOf(teams) : null;
  }
  const shaped = SHAPED.exec(
    text
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\bplay[- ]?offs?\b/gi, 'playoffs'),
  );
  if (!shaped) return null;
  const competition = competitionOf(shaped[1]);
  if (!competition) return null;
  const kind = shaped[2].toLowerCase();
  if (kind === 'playoffs') return STANDING_ZONE_SHAPES.playoffs(competition);
  if (kind === 'qualification playoffs') return STANDING_ZONE_SHAPES.qualificationPlayoffs(competition);
  return STANDING_ZONE_SHAPES.qualification(competition);
}

/**
 * pt-BR name of a zone from the feed's promotion text: the table's, else a common shape's reading, else
 * the neutral name of its kind ("Outra zona"), the miss counted as kind 'standingZone'.
 */
export function zoneLabel(text: string): string {
  const key = zoneKey(text);
  if (Object.hasOwn(STANDING_ZONE_LABELS, key)) return STANDING_ZONE_LABELS[key];
  const shaped = shapedZone(text, key);
  if (shaped) return shaped;
  reportLabelMiss('standingZone', text);
  return STANDING_ZONE_FALLBACKS[zoneKind(text)];
}

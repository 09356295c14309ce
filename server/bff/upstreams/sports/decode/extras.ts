import { z } from 'zod';
import { addedMinutes, managerSchema, minute, playerRefSchema, type Manager } from './incidents.ts';
import { bool, decodeWith, int, list, num, opt, requiredList, str } from './primitives.ts';

/**
 * The lesser sections of an event page. Each decoder returns null when the payload holds nothing
 * useful (a feed may answer `{}`), and throws only when the envelope is not an object at all.
 */

const objectEnvelope = z.record(z.string(), z.unknown());

/** The body as `schema` reads it, or null when `useful` finds nothing in it (the feed's `{}` and the like). */
function decodeUseful<T extends z.ZodType>(
  resource: string,
  schema: T,
  body: unknown,
  useful: (value: z.output<T>) => boolean,
): z.output<T> | null {
  decodeWith(resource, objectEnvelope, body);
  const value = schema.parse(body);
  return useful(value) ? value : null;
}

const pregameSideSchema = z.object({
  avgRating: opt(num),
  position: opt(int),
  value: opt(str),
  form: list(str),
});

const pregameFormSchema = z.object({
  homeTeam: opt(pregameSideSchema),
  awayTeam: opt(pregameSideSchema),
  label: opt(str),
});

export type PregameForm = z.output<typeof pregameFormSchema>;

export function decodePregameForm(body: unknown): PregameForm | null {
  return decodeUseful('pregame-form', pregameFormSchema, body, (form) =>
    Boolean(form.homeTeam || form.awayTeam),
  );
}

const managersSchema = z.object({ homeManager: opt(managerSchema), awayManager: opt(managerSchema) });
export type { Manager };
export type Managers = z.output<typeof managersSchema>;

export function decodeManagers(body: unknown): Managers | null {
  return decodeUseful('managers', managersSchema, body, (managers) =>
    Boolean(managers.homeManager || managers.awayManager),
  );
}

/**
 * A point of the momentum curve: minutes the feed marks as "none" (999, -1) drop the point, values are
 * clamped to the curve's ±100.
 */
const graphPointSchema = z.object({
  minute: num.pipe(z.number().min(0).max(300)),
  value: num.transform((value) => Math.max(-100, Math.min(100, value))),
});
const graphSchema = z.object({
  graphPoints: list(graphPointSchema).transform((points) => [...points].sort((a, b) => a.minute - b.minute)),
  periodTime: opt(int),
  periodCount: opt(int),
  overtimeLength: opt(int),
});
export type PressureGraph = z.output<typeof graphSchema>;

/** /event/{id}/graph: the momentum curve (positive favours the home team). */
export function decodeGraph(body: unknown): PressureGraph | null {
  return decodeUseful('graph', graphSchema, body, (graph) => graph.graphPoints.length > 0);
}

/** A percent: the feed's -1 ("not computed") or anything past 100 drops the point or the optional draw. */
const percent = num.pipe(z.number().min(0).max(100));

const winProbabilityPointSchema = z.object({
  minute: opt(num.pipe(z.number().min(0).max(300))),
  homeWin: percent,
  draw: opt(percent),
  awayWin: percent,
});
export type WinProbabilityPoint = z.output<typeof winProbabilityPointSchema>;

const winProbabilitySeriesSchema = z.object({ graphPoints: list(winProbabilityPointSchema) });

/**
 * /event/{id}/graph/win-probability: a series under graphPoints; a single `winProbability` object is read
 * as a series of one point.
 */
export function decodeWinProbability(body: unknown): WinProbabilityPoint[] | null {
  const envelope = decodeWith('win-probability', objectEnvelope, body);
  const series = winProbabilitySeriesSchema.parse(envelope).graphPoints;
  if (series.length > 0) return series;
  const single = winProbabilityPointSchema.safeParse(envelope.winProbability);
  return single.success ? [single.data] : null;
}

const streakSchema = z.object({
  name: str,
  value: str,
  team: opt(str),
  continued: opt(bool),
});
const streaksSchema = z.object({ general: list(streakSchema), head2head: list(streakSchema) });
export type TeamStreaks = z.output<typeof streaksSchema>;

/** /event/{id}/team-streaks and /team-streaks/betting-odds/1 share this shape. */
export function decodeTeamStreaks(body: unknown): TeamStreaks | null {
  return decodeUseful(
    'team-streaks',
    streaksSchema,
    body,
    (streaks) => streaks.general.length + streaks.head2head.length > 0,
  );
}

/** A place on the pitch in percent; coordinates outside 0–100 (the feed's -1) drop the place. */
const pitchPercent = num.pipe(z.number().min(0).max(100));
const coordinatesSchema = z.object({ x: pitchPercent, y: pitchPercent, z: opt(num) });

const shotSchema = z.object({
  id: opt(int),
  player: opt(playerRefSchema),
  isHome: opt(bool),
  shotType: str,
  situation: opt(str),
  bodyPart: opt(str),
  goalMouthLocation: opt(str),
  xg: opt(num.pipe(z.number().min(0).max(1))),
  xgot: opt(num.pipe(z.number().min(0).max(1))),
  time: opt(minute),
  addedTime: opt(addedMinutes),
  playerCoordinates: opt(coordinatesSchema),
});
export type Shot = z.output<typeof shotSchema>;

const shotmapEnvelope = z.object({ shotmap: requiredList(shotSchema) });

export function decodeShotmap(body: unknown): Shot[] {
  return decodeWith('shotmap', shotmapEnvelope, body).shotmap;
}

const bestPlayerSchema = z.object({ player: playerRefSchema, value: opt(str), label: opt(str) });
const bestPlayersSchema = z.object({
  bestHomeTeamPlayers: list(bestPlayerSchema),
  bestAwayTeamPlayers: list(bestPlayerSchema),
  playerOfTheMatch: opt(bestPlayerSchema),
});
export type BestPlayer = z.output<typeof bestPlayerSchema>;
export type BestPlayers = z.output<typeof bestPlayersSchema>;

export function decodeBestPlayers(body: unknown): BestPlayers | null {
  return decodeUseful(
    'best-players',
    bestPlayersSchema,
    body,
    (best) =>
      best.bestHomeTeamPlayers.length + best.bestAwayTeamPlayers.length > 0 || Boolean(best.playerOfTheMatch),
  );
}

const heatmapSchema = z.object({
  playerPoints: list(coordinatesSchema),
  goalkeeperPoints: list(coordinatesSchema),
});
export type Heatmap = z.output<typeof heatmapSchema>;

/** /event/{id}/heatmap/{teamId}: touch positions of a team's outfield players and goalkeeper. */
export function decodeHeatmap(body: unknown): Heatmap | null {
  return decodeUseful(
    'heatmap',
    heatmapSchema,
    body,
    (heatmap) => heatmap.playerPoints.length + heatmap.goalkeeperPoints.length > 0,
  );
}

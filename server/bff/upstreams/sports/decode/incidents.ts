import { z } from 'zod';
import { bool, decodeWith, int, int32Id, opt, requiredList, str } from './primitives.ts';

/** A player as incidents, shotmaps and best-player lists reference one: id and name at least. */
export const playerRefSchema = z.object({
  id: opt(int),
  name: str,
  shortName: opt(str),
  position: opt(str),
  jerseyNumber: opt(str),
});

export type PlayerRef = z.output<typeof playerRefSchema>;

/** A team's manager (head coach), as the managers section and a coach's card in the incidents name one. */
export const managerSchema = z.object({ id: opt(int), name: str, shortName: opt(str), slug: opt(str) });

export type Manager = z.output<typeof managerSchema>;

/**
 * The feed marks "no minute" with sentinels (a period's end at addedTime 999, -1, minute 999): a match minute
 * past 300 or added time past 30 is one, and is dropped here so it never reaches a client.
 */
export const minute = int.pipe(z.number().min(0).max(300));
export const addedMinutes = int.pipe(z.number().min(0).max(30));

export const incidentSchema = z.object({
  id: opt(int32Id),
  incidentType: str,
  incidentClass: opt(str),
  time: opt(minute),
  addedTime: opt(addedMinutes),
  isHome: opt(bool),
  text: opt(str),
  homeScore: opt(int),
  awayScore: opt(int),
  player: opt(playerRefSchema),
  playerName: opt(str),
  /** Who was booked when it was the coach, not a player (no `player` then). */
  manager: opt(managerSchema),
  playerIn: opt(playerRefSchema),
  playerOut: opt(playerRefSchema),
  /** A substitution forced by an injury of the player going off. */
  injury: opt(bool),
  assist1: opt(playerRefSchema),
  reason: opt(str),
  length: opt(addedMinutes),
  description: opt(str),
});

export type Incident = z.output<typeof incidentSchema>;

const incidentsEnvelope = z.object({ incidents: requiredList(incidentSchema) });

/** /event/{id}/incidents, newest first as the upstream sends them. */
export function decodeIncidents(body: unknown): Incident[] {
  return decodeWith('incidents', incidentsEnvelope, body).incidents;
}

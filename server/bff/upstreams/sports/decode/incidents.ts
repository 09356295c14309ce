import { z } from 'zod';
import { bool, decodeWith, int, opt, requiredList, str } from './primitives.ts';

/** A player as incidents, shotmaps and best-player lists reference one: id and name at least. */
export const playerRefSchema = z.object({
  id: opt(int),
  name: str,
  shortName: opt(str),
  position: opt(str),
  jerseyNumber: opt(str),
});

export type PlayerRef = z.output<typeof playerRefSchema>;

export const incidentSchema = z.object({
  id: opt(int),
  incidentType: str,
  incidentClass: opt(str),
  time: opt(int),
  addedTime: opt(int),
  isHome: opt(bool),
  text: opt(str),
  homeScore: opt(int),
  awayScore: opt(int),
  player: opt(playerRefSchema),
  playerName: opt(str),
  playerIn: opt(playerRefSchema),
  playerOut: opt(playerRefSchema),
  assist1: opt(playerRefSchema),
  reason: opt(str),
  length: opt(int),
  description: opt(str),
});

export type Incident = z.output<typeof incidentSchema>;

const incidentsEnvelope = z.object({ incidents: requiredList(incidentSchema) });

/** /event/{id}/incidents, newest first as the upstream sends them. */
export function decodeIncidents(body: unknown): Incident[] {
  return decodeWith('incidents', incidentsEnvelope, body).incidents;
}

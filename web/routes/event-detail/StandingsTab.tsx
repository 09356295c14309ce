import { graphql, useFragment } from 'react-relay/hooks.js';
import type {
  StandingsTab_event$data,
  StandingsTab_event$key,
} from '../../relay/__generated__/StandingsTab_event.graphql.ts';
import { FormBadges } from './FormBadges.tsx';
import { Unavailable } from './unavailable.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { GOAL_SPORTS } from './tabs.ts';

const S = EVENT_LABELS.standings;

type Row = NonNullable<StandingsTab_event$data['standings']>[number]['rows'][number];

/** The table's zones in the order they first appear, each once: the legend under the table. */
function zonesOf(rows: readonly Row[]): Array<NonNullable<Row['zone']>> {
  const seen = new Map<string, NonNullable<Row['zone']>>();
  for (const row of rows) if (row.zone && !seen.has(row.zone.label)) seen.set(row.zone.label, row.zone);
  return [...seen.values()];
}

/**
 * League tables of the event's season: the event's two teams highlighted (SPEC §2), each place's zone
 * (Libertadores, Sul-Americana, Rebaixamento…) coloured at the row's edge and named in a legend, and the
 * two teams' recent form beside their names.
 */
export function StandingsTab({ event }: { event: StandingsTab_event$key }) {
  const { standings, homeTeam, awayTeam, pregameForm, sportHasDraws, sport } = useFragment(
    graphql`
      fragment StandingsTab_event on Event {
        sportHasDraws
        sport {
          slug
        }
        homeTeam {
          teamId
        }
        awayTeam {
          teamId
        }
        pregameForm {
          home {
            form
          }
          away {
            form
          }
        }
        standings {
          namePt
          rows {
            position
            points
            matches
            wins
            draws
            losses
            scoreDiffFormatted
            isEventTeam
            zone {
              kind
              label
            }
            team {
              teamId
              name
            }
          }
        }
      }
    `,
    event,
  );
  if (!standings?.length) return <Unavailable />;
  // A goal difference is "SG"; in basketball, volleyball, tennis… the difference is of points or sets.
  const goals = !sport || GOAL_SPORTS.has(sport.slug);
  const differenceLabel = goals ? S.goalDifference : ROSTER_LABELS.standings.scoreDifference;
  // "Saldo" is a word already; "SG" is read out in full.
  const differenceFull = goals ? S.full.goalDifference : undefined;
  // The table itself carries no form; the feed gives the two teams' last results before the match.
  const formOf = new Map<number, readonly string[]>();
  if (pregameForm?.home?.form.length) formOf.set(homeTeam.teamId, pregameForm.home.form);
  if (pregameForm?.away?.form.length) formOf.set(awayTeam.teamId, pregameForm.away.form);
  return (
    <div>
      {standings.map((table, index) => {
        const zones = zonesOf(table.rows);
        // No draws column where the sport has none, unless the feed counted some all the same.
        const withDraws = sportHasDraws || table.rows.some((r) => r.draws > 0);
        return (
          <div key={`${table.namePt}-${index}`}>
            <table className="table standings">
              {table.namePt && <caption>{table.namePt}</caption>}
              <TableHead
                columns={[
                  '#',
                  EVENT_LABELS.standings.team,
                  numeric(S.points, undefined, S.full.points),
                  numeric(S.played, undefined, S.full.played),
                  numeric(S.wins, 'hide-mobile', S.full.wins),
                  ...(withDraws ? [numeric(S.draws, 'hide-mobile', S.full.draws)] : []),
                  numeric(S.losses, 'hide-mobile', S.full.losses),
                  numeric(differenceLabel, undefined, differenceFull),
                ]}
              />
              <tbody>
                {table.rows.map((row) => (
                  <tr
                    key={row.team.teamId}
                    className={row.isEventTeam ? 'highlight' : undefined}
                    aria-current={row.isEventTeam || undefined}
                  >
                    <td
                      className={row.zone ? `zone zone-${row.zone.kind}` : undefined}
                      title={row.zone?.label}
                    >
                      {row.position}
                      {/* The colour and the tooltip reach neither a screen reader nor a keyboard. */}
                      {row.zone && <span className="visually-hidden">{`, ${row.zone.label}`}</span>}
                    </td>
                    <td>
                      {row.team.name}
                      {formOf.has(row.team.teamId) && (
                        <FormBadges
                          form={formOf.get(row.team.teamId)!}
                          label={ROSTER_LABELS.standings.form(row.team.name)}
                        />
                      )}
                    </td>
                    <td className="num">{row.points}</td>
                    <td className="num">{row.matches}</td>
                    <td className="num hide-mobile">{row.wins}</td>
                    {withDraws && <td className="num hide-mobile">{row.draws}</td>}
                    <td className="num hide-mobile">{row.losses}</td>
                    <td className="num">{row.scoreDiffFormatted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {zones.length > 0 && (
              <ul className="zone-legend" aria-label={ROSTER_LABELS.standings.zones}>
                {zones.map((zone) => (
                  <li key={zone.label}>
                    <span className={`zone-swatch zone-${zone.kind}`} aria-hidden="true" /> {zone.label}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

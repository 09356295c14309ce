import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatTeamRating } from '../../format/rating.ts';
import type {
  HeadToHeadTab_event$data,
  HeadToHeadTab_event$key,
} from '../../relay/__generated__/HeadToHeadTab_event.graphql.ts';
import { FormBadges } from './FormBadges.tsx';
import { Unavailable } from './unavailable.tsx';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';
import { endToEnd, ShareBar } from '../../components/ShareBar.tsx';

type FormSide = NonNullable<NonNullable<HeadToHeadTab_event$data['pregameForm']>['home']>;
type Duel = NonNullable<NonNullable<HeadToHeadTab_event$data['headToHead']>['teamDuel']>;

/**
 * Confronto, the event page's last tab: each side's form before the match (last five results as V/E/D,
 * place in the table, average rating), their head-to-head record and their managers'.
 */
export function HeadToHeadTab({ event }: { event: HeadToHeadTab_event$key }) {
  const data = useFragment(
    graphql`
      fragment HeadToHeadTab_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        pregameForm {
          home {
            form
            position
            value
            avgRating
          }
          away {
            form
            position
            value
            avgRating
          }
        }
        sportHasDraws
        headToHead {
          teamDuel {
            homeWins
            awayWins
            draws
          }
          managerDuel {
            homeWins
            awayWins
            draws
          }
        }
        managers {
          home {
            name
          }
          away {
            name
          }
        }
      }
    `,
    event,
  );
  const home = data.homeTeam.name;
  const away = data.awayTeam.name;
  const form = data.pregameForm;
  const duels = data.headToHead;
  const managers = data.managers;
  if (!form?.home && !form?.away && !duels?.teamDuel && !duels?.managerDuel && !managers)
    return <Unavailable />;
  return (
    <div className="h2h">
      {(form?.home || form?.away) && (
        <section>
          <h2>{ROSTER_LABELS.h2h.form}</h2>
          <p className="muted">{ROSTER_LABELS.h2h.formHint}</p>
          <div className="two-columns">
            <TeamForm team={home} side={form.home} />
            <TeamForm team={away} side={form.away} />
          </div>
        </section>
      )}
      {duels?.teamDuel && (
        <DuelBar
          title={ROSTER_LABELS.h2h.duel}
          duel={duels.teamDuel}
          home={home}
          away={away}
          draws={data.sportHasDraws}
        />
      )}
      {duels?.managerDuel && (
        <DuelBar
          title={ROSTER_LABELS.h2h.managerDuel}
          duel={duels.managerDuel}
          home={home}
          away={away}
          draws={data.sportHasDraws}
        />
      )}
      {managers && (managers.home || managers.away) && (
        <section>
          <h2>{ROSTER_LABELS.h2h.managers}</h2>
          <dl className="managers">
            <div>
              <dt>{home}</dt>
              <dd>{managers.home?.name ?? '—'}</dd>
            </div>
            <div>
              <dt>{away}</dt>
              <dd>{managers.away?.name ?? '—'}</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}

function TeamForm({ team, side }: { team: string; side: FormSide | null | undefined }) {
  if (!side) return null;
  return (
    <div className="team-form">
      <h3>{team}</h3>
      <FormBadges form={side.form} />
      <p className="muted">
        {[
          side.position != null ? ROSTER_LABELS.h2h.position(side.position) : null,
          side.value ? ROSTER_LABELS.h2h.points(side.value) : null,
          side.avgRating != null
            ? `${ROSTER_LABELS.h2h.avgRating} ${formatTeamRating(side.avgRating)}`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

interface DuelBarProps {
  title: string;
  duel: Duel;
  home: string;
  away: string;
  /** Whether the sport has draws: where it has none (and none were counted) there is no "Empates 0". */
  draws: boolean;
}

/** The record as shares of one bar: home wins, draws (where the sport has them), away wins, with counts. */
function DuelBar({ title, duel, home, away, draws }: DuelBarProps) {
  const total = duel.homeWins + duel.draws + duel.awayWins;
  const parts = [
    ['home', ROSTER_LABELS.h2h.wins(home), duel.homeWins] as const,
    ...(draws || duel.draws > 0 ? [['draw', ROSTER_LABELS.h2h.draws, duel.draws] as const] : []),
    ['away', ROSTER_LABELS.h2h.wins(away), duel.awayWins] as const,
  ];
  return (
    <section className="duel">
      <h2>{title}</h2>
      <dl className="duel-counts">
        {parts.map(([key, label, count]) => (
          <div key={key} className={`duel-${key}`}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <ShareBar
        className="duel-bar"
        parts={endToEnd(
          parts.flatMap(([key, , count]) =>
            count > 0 ? [{ key, className: `duel-${key}`, share: count / total }] : [],
          ),
        )}
      />
    </section>
  );
}

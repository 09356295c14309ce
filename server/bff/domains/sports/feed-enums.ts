import { feedEnum } from '../common/feed-enum.ts';

/**
 * The sports feed's fixed value sets, as enums. Each maps the feed's codes (SofaScore's strings and numbers)
 * to its values; the sets the feed may extend have an OTHER value, so a new code never fails a field.
 */

export const Winner = feedEnum('Winner', {
  description: 'Which side won a match or a tie.',
  values: {
    HOME: { feed: 1, description: 'The home side won.' },
    AWAY: { feed: 2, description: 'The away side won.' },
    DRAW: { feed: 3, description: 'Neither: the match ended drawn.' },
  },
});

export const StatisticsComparison = feedEnum('StatisticsComparison', {
  description: 'Which side a statistic favours, as the feed compares the two values.',
  values: {
    HOME: { feed: 1, description: 'The home side has the better value.' },
    AWAY: { feed: 2, description: 'The away side has the better value.' },
    EQUAL: { feed: 3, description: 'Neither: the values are equal.' },
  },
});

export const StatisticsDirection = feedEnum('StatisticsDirection', {
  description: 'Whether more of a statistic is good for the side (shots) or bad (fouls, errors).',
  values: {
    POSITIVE: { feed: 'positive', description: 'More is better (shots, possession…).' },
    NEGATIVE: { feed: 'negative', description: 'Less is better (fouls, cards, errors…).' },
  },
});

export const StatisticsValueType = feedEnum('StatisticsValueType', {
  description: 'What a statistic counts.',
  values: {
    EVENT: { feed: 'event', description: 'Occurrences in the match (shots, corners…).' },
    TEAM: { feed: 'team', description: 'A measure of the team (possession, pass accuracy…).' },
  },
  other: 'A kind this version does not know.',
});

export const IncidentType = feedEnum('IncidentType', {
  description: 'What kind of incident of a match it is.',
  values: {
    GOAL: { feed: 'goal', description: 'A goal (see incidentClass: regular, penalty, own goal).' },
    CARD: { feed: 'card', description: 'A card shown (incidentClass: yellow, second yellow, red).' },
    SUBSTITUTION: { feed: 'substitution', description: 'A player replaced (playerIn, playerOut).' },
    PERIOD: { feed: 'period', description: 'A period mark: half-time, full time… (text, textPt).' },
    INJURY_TIME: { feed: 'injuryTime', description: 'Added time announced (length, minutes).' },
    VAR_DECISION: { feed: 'varDecision', description: 'A decision after a video review.' },
    PENALTY_SHOOTOUT: { feed: 'penaltyShootout', description: 'A kick of the penalty shoot-out.' },
    IN_GAME_PENALTY: { feed: 'inGamePenalty', description: 'A penalty in play that was not scored.' },
  },
  other: 'A type this version does not know; `label` still names it in pt-BR.',
});

export const IncidentClass = feedEnum('IncidentClass', {
  description: 'The detail of an incident type: which card, which goal, what the VAR decided.',
  values: {
    REGULAR: { feed: 'regular', description: 'The ordinary kind (a goal from play, a substitution).' },
    PENALTY: { feed: 'penalty', description: 'A goal from a penalty.' },
    OWN_GOAL: { feed: 'ownGoal', description: 'An own goal.' },
    YELLOW: { feed: 'yellow', description: 'A yellow card.' },
    YELLOW_RED: { feed: 'yellowRed', description: 'A second yellow card, so a red.' },
    RED: { feed: 'red', description: 'A straight red card.' },
    INJURY: { feed: 'injury', description: 'A substitution for an injury.' },
    GOAL_AWARDED: { feed: 'goalAwarded', description: 'VAR: the goal stands.' },
    GOAL_NOT_AWARDED: { feed: 'goalNotAwarded', description: 'VAR: the goal is disallowed.' },
    PENALTY_AWARDED: { feed: 'penaltyAwarded', description: 'VAR: a penalty is given.' },
    PENALTY_NOT_AWARDED: { feed: 'penaltyNotAwarded', description: 'VAR: no penalty after review.' },
    RED_CARD: { feed: 'redCard', description: 'VAR: a red card after review.' },
    CARD_UPGRADE: { feed: 'cardUpgrade', description: 'VAR: a card made a red.' },
    MISTAKEN_IDENTITY: { feed: 'mistakenIdentity', description: 'VAR: the card goes to another player.' },
    SCORED: { feed: 'scored', description: 'A penalty kick scored.' },
    MISSED: { feed: 'missed', description: 'A penalty kick missed.' },
    SAVED: { feed: 'saved', description: 'A penalty kick saved.' },
  },
  other: 'A class this version does not know; `label` still names the incident in pt-BR.',
});

export const ShotType = feedEnum('ShotType', {
  description: 'The outcome of a shot.',
  values: {
    GOAL: { feed: 'goal', description: 'Scored.' },
    SAVE: { feed: 'save', description: 'On target and saved.' },
    MISS: { feed: 'miss', description: 'Off target.' },
    BLOCK: { feed: 'block', description: 'Blocked by a defender.' },
    POST: { feed: 'post', description: 'Hit the woodwork.' },
  },
  other: 'An outcome this version does not know; shotTypeLabel names it.',
});

export const ShotSituation = feedEnum('ShotSituation', {
  description: 'The play a shot came from.',
  values: {
    REGULAR: { feed: 'regular', description: 'Open play.' },
    ASSISTED: { feed: 'assisted', description: 'Open play, from a pass.' },
    CORNER: { feed: 'corner', description: 'A corner kick.' },
    SET_PIECE: { feed: 'set-piece', description: 'Another set piece.' },
    FREE_KICK: { feed: 'free-kick', description: 'A direct free kick.' },
    PENALTY: { feed: 'penalty', description: 'A penalty.' },
    FAST_BREAK: { feed: 'fast-break', description: 'A counter-attack.' },
    THROW_IN_SET_PIECE: { feed: 'throw-in-set-piece', description: 'A play from a throw-in.' },
    SHOOTOUT: { feed: 'shootout', description: 'A kick of the penalty shoot-out.' },
  },
  other: 'A situation this version does not know; situationLabel names it.',
});

export const BodyPart = feedEnum('BodyPart', {
  description: 'What a shot was struck with.',
  values: {
    LEFT_FOOT: { feed: 'left-foot', description: 'The left foot.' },
    RIGHT_FOOT: { feed: 'right-foot', description: 'The right foot.' },
    HEAD: { feed: 'head', description: 'The head.' },
  },
  other: 'Another part of the body.',
});

export const MatchResult = feedEnum('MatchResult', {
  description: "A side's result in one match.",
  values: {
    WIN: { feed: 'W', description: 'Won.' },
    DRAW: { feed: 'D', description: 'Drawn.' },
    LOSS: { feed: 'L', description: 'Lost.' },
  },
});

export const StreakTeam = feedEnum('StreakTeam', {
  description: 'Whose streak it is.',
  values: {
    HOME: { feed: 'home', description: "The event's home side." },
    AWAY: { feed: 'away', description: "The event's away side." },
    BOTH: { feed: 'both', description: 'Both sides (a head-to-head streak).' },
  },
});

export const GoalDistributionScope = feedEnum('GoalDistributionScope', {
  description: 'Which matches of the season a goal distribution counts.',
  values: {
    HOME: { feed: 'home', description: 'The team’s home matches.' },
    AWAY: { feed: 'away', description: 'The team’s away matches.' },
    OVERALL: { feed: 'overall', description: 'All its matches.' },
  },
});

export const StandingType = feedEnum('StandingType', {
  description: 'Which matches a table counts.',
  values: {
    TOTAL: { feed: 'total', description: 'All matches.' },
    HOME: { feed: 'home', description: 'Home matches only.' },
    AWAY: { feed: 'away', description: 'Away matches only.' },
  },
});

export const MissingPlayerType = feedEnum('MissingPlayerType', {
  description: 'Whether a player is out of the match or may still play.',
  values: {
    MISSING: { feed: 'missing', description: 'Out of the match (Desfalque).' },
    DOUBTFUL: { feed: 'doubtful', description: 'May not play (Dúvida).' },
  },
  other: 'Another status the feed sends; typePt names it.',
});

export const MissingPlayerReason = feedEnum('MissingPlayerReason', {
  description: 'Why a player is missing.',
  values: {
    INJURY: { feed: 1, description: 'Injured (Lesão).' },
    SUSPENSION: { feed: 3, description: 'Suspended (Suspensão).' },
  },
  other: 'A reason code of undocumented meaning.',
});

export const Gender = feedEnum('Gender', {
  description: 'Whether a team plays in the men’s or the women’s game.',
  values: {
    MEN: { feed: 'M', description: 'Men’s team.' },
    WOMEN: { feed: 'F', description: 'Women’s team.' },
  },
  other: 'Another code (mixed teams, e.g. in tennis).',
});

export const MarketGroup = feedEnum('MarketGroup', {
  description:
    'The family of a betting market: what its choices are about, whatever the period or line it is priced on.',
  values: {
    MATCH_RESULT: {
      feed: ['1X2', 'Full time'],
      description: 'Who wins, the draw a choice of its own: choices 1 (home), X (draw) and 2 (away).',
    },
    DOUBLE_CHANCE: {
      feed: 'Double chance',
      description: 'Two of the three results in one choice: 1X, X2 or 12.',
    },
    DRAW_NO_BET: {
      feed: 'Draw no bet',
      description: 'Who wins, a draw returning the stake: choices 1 and 2.',
    },
    HOME_AWAY: {
      feed: 'Home/Away',
      description: 'Who wins in a sport without draws (basketball, tennis, volleyball…): choices 1 and 2.',
    },
    BOTH_TEAMS_TO_SCORE: {
      feed: 'Both teams to score',
      description: 'Whether each side scores at least once: choices Yes and No.',
    },
    TOTAL: {
      feed: ['Match goals', 'Game total', 'Total runs', 'Total points'],
      description:
        'Goals, points or runs of both sides together over or under the line (`linePt`): choices Over and Under.',
    },
    HANDICAP: {
      feed: ['Asian handicap', 'Point spread', 'Handicap'],
      description: 'Who wins once the line (`linePt`) is added to the home side’s score.',
    },
    FIRST_TO_SCORE: {
      feed: 'First team to score',
      description: 'Which side scores first, if either does.',
    },
    CORNERS: { feed: 'Corners 2-Way', description: 'Corner kicks of both sides over or under the line.' },
    CARDS: { feed: 'Cards in match', description: 'Cards shown to both sides over or under the line.' },
  },
  other: 'A family this version does not know: `marketNamePt` names the market.',
});

export const MarketPeriod = feedEnum('MarketPeriod', {
  description: 'The part of a match a market is settled on.',
  values: {
    FULL_TIME: {
      feed: ['Full-time', 'Full time'],
      description:
        'The whole match as its sport settles it (in football, the 90 minutes and added time, without extra time).',
    },
    FIRST_HALF: { feed: '1st half', description: 'The first half alone.' },
    SECOND_HALF: { feed: '2nd half', description: 'The second half alone.' },
  },
  other: 'Another part (a quarter, a set…): `marketNamePt` names it.',
});

export const FeaturedMarketRole = feedEnum('FeaturedMarketRole', {
  description: 'Why a market is among an event’s featured odds (the few shown with its list entry).',
  values: {
    DEFAULT: { feed: 'default', description: 'The market to show first for the event.' },
    FULL_TIME: { feed: 'fullTime', description: 'The market on the result of the whole match.' },
  },
  other: 'Another role the feed gives.',
});

export const GoalMouthLocation = feedEnum('GoalMouthLocation', {
  description:
    'Where a shot crossed the goal line, seen from the shooter: inside the goal (low, high; left, centre, ' +
    'right), just outside it (CLOSE_…) or wide of it.',
  values: {
    LOW_LEFT: { feed: 'low-left', description: 'Inside the goal, low, to the left.' },
    LOW_CENTRE: { feed: 'low-centre', description: 'Inside the goal, low, in the middle.' },
    LOW_RIGHT: { feed: 'low-right', description: 'Inside the goal, low, to the right.' },
    HIGH_LEFT: { feed: 'high-left', description: 'Inside the goal, high, to the left.' },
    HIGH_CENTRE: { feed: 'high-centre', description: 'Inside the goal, high, in the middle.' },
    HIGH_RIGHT: { feed: 'high-right', description: 'Inside the goal, high, to the right.' },
    CLOSE_LEFT: { feed: 'close-left', description: 'Just wide of the left post.' },
    CLOSE_RIGHT: { feed: 'close-right', description: 'Just wide of the right post.' },
    CLOSE_HIGH: { feed: 'close-high', description: 'Just over the bar.' },
    LEFT: { feed: 'left', description: 'Well wide to the left.' },
    RIGHT: { feed: 'right', description: 'Well wide to the right.' },
    HIGH: { feed: 'high', description: 'Well over the bar.' },
  },
  other: 'A location this version does not know.',
});

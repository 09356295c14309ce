// Importing a type file registers its types and fields on the shared builder; schema.ts imports this file.
import './team.ts';
import './sport-type.ts';
import './event.ts';
import './event-lists.ts';
import './odds.ts';
import './draws.ts';
import './votes.ts';
import './lineups.ts';
import './statistics.ts';
import './incidents.ts';
import './team-season.ts';
import './standings.ts';
import './extras.ts';
import './scoreboard.ts';
import './head-to-head.ts';

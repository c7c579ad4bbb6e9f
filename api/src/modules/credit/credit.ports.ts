import type { ScorecardHistory } from './commands/read-scorecard.command.js';
import type { SaveScorecardDeps } from './commands/save-scorecard.command.js';
import type { ScorecardReplayer } from './scorecard-replay.js';
import type { ScorecardSource } from './scorecard.service.js';

/**
 * What the credit resolvers and routes need: the scorecard's versions (the wizard's preview reads
 * the latest; the admin page lists, replays and saves them) and the what-if replay of a change.
 */
export type CreditSurfaceDeps = SaveScorecardDeps & {
  scorecards: ScorecardSource & ScorecardHistory & SaveScorecardDeps['scorecards'];
  scorecardReplay: ScorecardReplayer;
};

import type { ScorecardHistory } from './commands/read-scorecard.command.js';
import type { ScorecardReplayDeps } from './commands/replay-scorecard.command.js';
import type { SaveScorecardDeps } from './commands/save-scorecard.command.js';
import type { ScorecardSource } from './scorecard.service.js';

/**
 * What the credit resolvers and routes need: the scorecard's versions (the wizard's preview reads
 * the latest; the admin page lists, replays and saves them) and the enabled rules a replay re-decides with.
 */
export type CreditSurfaceDeps = ScorecardReplayDeps &
  SaveScorecardDeps & {
    scorecards: ScorecardSource & ScorecardHistory & SaveScorecardDeps['scorecards'];
  };

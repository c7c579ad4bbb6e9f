import { DomainError } from '../../core/errors.js';

/**
 * A save that bypasses proposals, of configuration four-eyes covers (REQUIRE_RULE_APPROVAL): the
 * save commands refuse it themselves, on every surface, before storing anything. CONFLICT with
 * extensions.approvalRequired; `changes` names them ("Rule changes"), `submit` the call that proposes.
 */
export function refuseDirectSaveUnderApproval(config: { REQUIRE_RULE_APPROVAL: boolean }, changes: string, submit: string): void {
  if (config.REQUIRE_RULE_APPROVAL) {
    throw new DomainError(
      'CONFLICT',
      `${changes} need a second admin's approval: submit the change with ${submit} to propose it`,
      undefined,
      { approvalRequired: true },
    );
  }
}

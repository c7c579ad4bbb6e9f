/**
 * Which LEIs are flagged and why. GLEIF's RegistrationStatus says whether the LEI's data is kept up to
 * date (ISSUED) or not; EntityStatus whether the legal entity still exists (ACTIVE / INACTIVE).
 */

/** Registration statuses that call for a second look, with the sentence that says why. */
const REGISTRATION_FLAGS: Readonly<Record<string, string>> = {
  LAPSED: 'The LEI has lapsed: its registration was not renewed, so its reference data may be out of date.',
  RETIRED: 'The LEI is retired: the entity ceased to operate or was dissolved, or the registration was closed.',
  ANNULLED: 'The LEI was annulled: it was issued in error or its data was found to be wrong.',
  DUPLICATE: 'The LEI is a duplicate: the entity has another LEI, which is the one to use.',
  MERGED: 'The LEI was retired because the entity merged into another one.',
  PENDING_ARCHIVAL: 'The LEI is about to be archived by its issuer.',
};

/** Whether a record is flagged, and the sentence(s) saying why (null when it is not). */
export function leiFlag(registrationStatus: string, entityStatus: string): { flagged: boolean; flagReason: string | null } {
  const reasons: string[] = [];
  const registration = REGISTRATION_FLAGS[registrationStatus];
  if (registration) reasons.push(registration);
  if (entityStatus === 'INACTIVE') reasons.push('The legal entity is inactive: it no longer operates or has been dissolved.');
  return reasons.length ? { flagged: true, flagReason: reasons.join(' ') } : { flagged: false, flagReason: null };
}

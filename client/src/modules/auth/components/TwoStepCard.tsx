/** Placeholder: filled in by its owner in this change. */
export function TwoStepCard() {
  return null;
}

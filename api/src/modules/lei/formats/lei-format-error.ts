/** A register file that cannot be imported: the import fails with this message and the active version stays. */
export class LeiFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LeiFormatError';
  }
}

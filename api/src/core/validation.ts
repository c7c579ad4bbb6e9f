import { validate, ValidateBy, ValidateIf, type ValidationError } from 'class-validator';
import { badInput } from './errors.js';
import { assertSafeText, unsafeTextError } from './safe-text.js';

type Ctor<T> = new () => T;

/**
 * The one entry point for validating input from any surface (GraphQL, REST, CSV rows): copies the
 * known fields of `raw` into a fresh `Input`, runs its class-validator rules, and throws a
 * BAD_USER_INPUT error naming the first offending field.
 */
export async function parseInput<T extends object>(Input: Ctor<T>, raw: unknown): Promise<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badInput('Request body must be a JSON object');
  }
  // GraphQL literals reach here without passing the HTTP guards, so the check is repeated here.
  assertSafeText(raw);
  const instance = copyFields(new Input(), raw);
  const errors = await validate(instance, { whitelist: true, forbidUnknownValues: true, validationError: { target: false } });
  const first = firstError(errors);
  if (first) throw badInput(first.message, first.field);
  return instance;
}

/** All failures of an input, for callers (like CSV rows) that report every problem at once. */
export async function inputErrors<T extends object>(Input: Ctor<T>, raw: object): Promise<{ field: string; message: string }[]> {
  const unsafe = unsafeTextError(raw);
  if (unsafe) return [{ field: unsafe.field ?? 'input', message: unsafe.message }];
  const instance = copyFields(new Input(), raw);
  const errors = await validate(instance, { whitelist: true, validationError: { target: false } });
  return errors.map((e) => ({ field: e.property, message: Object.values(e.constraints ?? {})[0] ?? `${e.property} is invalid` }));
}

/**
 * Keys of a body that are no field of ours and would change what the instance is: "__proto__"
 * reaches the prototype setter and swaps the instance's class for null or a caller-chosen object;
 * an own "constructor" hides the class class-validator reads the rules from (null: a TypeError, a 500).
 */
const NOT_FIELDS = new Set(['__proto__', 'constructor']);

/** The input's own fields onto `instance`, but NOT_FIELDS; whitelisting drops the other unknown ones. */
function copyFields<T extends object>(instance: T, raw: object): T {
  for (const key of Object.keys(raw)) {
    if (!NOT_FIELDS.has(key)) (instance as Record<string, unknown>)[key] = (raw as Record<string, unknown>)[key];
  }
  return instance;
}

function firstError(errors: ValidationError[]): { field: string; message: string } | undefined {
  const error = errors[0];
  if (!error) return undefined;
  // Decorators apply bottom-up, so the top one is reported last: write the most basic rule
  // ("is required") on top, and it wins over the finer ones ("is too long") when all fail.
  const messages = Object.values(error.constraints ?? {});
  return { field: error.property, message: messages[messages.length - 1] ?? `${error.property} is invalid` };
}

/** Several property decorators as one, applied in the order given (the last is reported first). */
export const compose =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/**
 * For partial updates: a field left out is skipped, but an explicit null is validated (and so
 * refused by the field's own rules) — class-validator's IsOptional would let null through to a
 * NOT NULL column.
 */
export const Omittable = () => ValidateIf((_object, value) => value !== undefined);

/** A string with something other than whitespace in it. */
export const NotBlank = (message: string) =>
  ValidateBy({ name: 'notBlank', validator: { validate: (v) => typeof v === 'string' && v.trim() !== '', defaultMessage: () => message } });

/** The earliest and latest moments a date input may name: years 1 to 9999 (UTC), ISO 8601's four-digit years. */
export const EARLIEST_DATE = new Date('0001-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('9999-12-31T23:59:59.999Z');

/** A valid Date from EARLIEST_DATE to LATEST_DATE: beyond them PostgreSQL reads BC dates, or refuses. */
export const isDateInRange = (value: unknown): value is Date => value instanceof Date && value >= EARLIEST_DATE && value <= LATEST_DATE;

/** A Date in the years 1 to 9999 (UTC), see isDateInRange. */
export const DateInRange = (message: string) =>
  ValidateBy({ name: 'dateInRange', validator: { validate: (v) => isDateInRange(v), defaultMessage: () => message } });

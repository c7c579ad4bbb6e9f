import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { compose, NotBlank } from '../../../core/validation.js';
import { Answer, TradingYears } from '../../kernel/assessment.enums.js';

/**
 * The validation of every assessment answer, written once and used by the wizard (GraphQL), the
 * REST shim and the CSV batch rows. Messages are the spec's (section 5) and name the field.
 */
const IsText = (message: string) =>
  ValidateBy({ name: 'isText', validator: { validate: (v) => typeof v === 'string', defaultMessage: () => message } });

const requiredText = (label: string, max: number) =>
  compose(MaxLength(max, { message: `${label} is too long (at most ${max} characters)` }), NotBlank(`${label} is required`));

// Company fields are names, not prose; free text gets room for a paragraph or two.
export const ASSESSMENT_TEXT_LIMITS = { short: 200, long: 5000 } as const;
/** Directors and beneficial owners screened per assessment: each is one more name to screen. */
export const MAX_KEY_PEOPLE = 20;

/** The limits as the GraphQL field descriptions state them. */
export const LIMIT_NOTES = {
  short: `At most ${ASSESSMENT_TEXT_LIMITS.short} characters.`,
  long: `At most ${ASSESSMENT_TEXT_LIMITS.long.toLocaleString('en-US')} characters.`,
} as const;

export const Rules = {
  companyName: () => requiredText('Company name', ASSESSMENT_TEXT_LIMITS.short),
  countryOfRegistration: () => requiredText('Country of registration', ASSESSMENT_TEXT_LIMITS.short),
  countryOfBusiness: () => requiredText('Country of business', ASSESSMENT_TEXT_LIMITS.short),
  address: () => requiredText('Address', ASSESSMENT_TEXT_LIMITS.long),
  businessRationale: () =>
    compose(
      MaxLength(ASSESSMENT_TEXT_LIMITS.long, {
        message: `Business rationale is too long (at most ${ASSESSMENT_TEXT_LIMITS.long} characters)`,
      }),
      MinLength(10, { message: 'Please provide a detailed business rationale' }),
      IsText('Please provide a detailed business rationale'),
    ),
  serviceType: () => requiredText('Service type', ASSESSMENT_TEXT_LIMITS.short),
  alternativeContacts: () =>
    compose(
      IsOptional(),
      MaxLength(ASSESSMENT_TEXT_LIMITS.long, {
        message: `Alternative contacts are too long (at most ${ASSESSMENT_TEXT_LIMITS.long} characters)`,
      }),
      IsText('Alternative contacts must be text'),
    ),
  keyPeople: () =>
    compose(
      IsOptional(),
      MaxLength(ASSESSMENT_TEXT_LIMITS.short, {
        each: true,
        message: `Each name in keyPeople must be at most ${ASSESSMENT_TEXT_LIMITS.short} characters`,
      }),
      ValidateBy({
        name: 'isTextList',
        validator: {
          validate: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string'),
          defaultMessage: () => 'keyPeople must be a list of names',
        },
      }),
      ArrayMaxSize(MAX_KEY_PEOPLE, { message: `keyPeople may name at most ${MAX_KEY_PEOPLE} people` }),
      IsArray({ message: 'keyPeople must be a list of names' }),
    ),
  flag: (field: string) => IsBoolean({ message: `${field} must be true or false` }),
  answer: (field: string) => IsIn(Object.values(Answer), { message: `${field} must be one of yes, no, unknown` }),
  tradingYears: () => IsIn(Object.values(TradingYears), { message: 'tradingYears must be one of <2, 2-3, 3-5, >5' }),
};

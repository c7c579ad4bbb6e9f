import { latinWords, normalizeName } from '../screening/matching/normalize-name.js';

/**
 * The key that groups assessments into one counterparty: the company name as the screening
 * normaliser reads it (case, punctuation, scripts and legal forms aside: "ACME Ltd." and "Acme
 * Limited" are one) and the country of registration's words. Linear in the input's length.
 */
export function counterpartyKey(companyName: string, country: string): string {
  const name = normalizeName(companyName).key || companyName.trim().toLowerCase();
  return `${name}|${latinWords(country).join(' ')}`;
}

/**
 * SQL of two CTEs that file rows of `input` under their counterparties, for a statement that
 * stores assessments: `cp_new` creates the counterparties of keys not seen before (column
 * `counterparty_key`; name and country from `company_name`, `country_of_registration`), and `cp`
 * maps every key to its counterparty (the one it was merged into, when it was). A key another
 * transaction creates at the same moment maps to nothing here: the assessment stays unlinked until
 * the daily review job links it (linkUnfiledAssessments).
 */
export const COUNTERPARTY_CTES = `cp_new as (
      insert into counterparties (id, key, name, country)
      select distinct on (counterparty_key) gen_random_uuid(), counterparty_key, company_name, country_of_registration
      from input order by counterparty_key
      on conflict (key) do nothing
      returning id, key
    ), cp as (
      select key, id from cp_new
      union all
      select key, coalesce(merged_into_id, id) from counterparties where key in (select counterparty_key from input)
    )`;

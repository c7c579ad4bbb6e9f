import { baseUrl, TEST_ADMIN } from './browser.js';

/** One GraphQL call to the test server, as a signed-in user when a token is given. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export async function tokenFor(email: string, password: string): Promise<string> {
  const data = await graphql<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password },
  });
  return data.login.token;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An approved analyst made by the test admin, with a unique email. */
export async function createAnalyst(firstName: string, lastName = 'Tester'): Promise<TestUser> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'analyst-pass-1';
  const admin = await adminToken();
  const data = await graphql<{ createUser: { id: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, password, firstName, lastName, role: 'ANALYST' } },
    admin,
  );
  return { id: data.createUser.id, email, password, firstName, lastName };
}

export const adminToken = () => tokenFor(TEST_ADMIN.email, TEST_ADMIN.password);

/** A complete GraphQL CreateAssessmentInput that the default rules approve; `overrides` change answers. */
export function assessmentInput(companyName: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName,
    countryOfRegistration: 'United Kingdom',
    countryOfBusiness: 'United Kingdom',
    address: '1 Market Street, London',
    businessRationale: 'Long-standing supplier of packaging materials',
    serviceType: 'Supply',
    hasLegalActions: false,
    canProvideReferences: true,
    managementReputation: 'YES',
    managementCapacity: 'YES',
    tradingYears: 'MORE_THAN_5',
    hasAuditedFinancials: true,
    hasSufficientLiquidity: true,
    isProfitable: true,
    hasEquityAbove1M: true,
    hasConsistentRevenue: true,
    ...overrides,
  };
}

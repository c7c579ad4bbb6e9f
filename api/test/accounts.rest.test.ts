import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { asAdmin, buildUser, login, rest, uniqueEmail } from './support/http.js';
import { TEST_ADMIN, waitFor } from './support/processes.js';

describe('account lifecycle through REST', () => {
  it('registers unapproved, refuses sign-in until approved, then signs in, reads, updates and logs out', async () => {
    const email = uniqueEmail('life');
    const registered = await rest('POST', '/auth/register', {
      body: { email, password: 'secret-1', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'analyst', approved: false });
    expect(registered.body).not.toHaveProperty('passwordHash');

    const pending = await rest('POST', '/auth/login', { body: { email, password: 'secret-1' } });
    expect(pending.status).toBe(403);
    expect(pending.text).toContain('pending admin approval');

    const admin = await asAdmin();
    const approved = await rest('POST', `/admin/users/${registered.body.id}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.approved).toBe(true);

    const signedIn = await rest('POST', '/auth/login', { body: { email: email.toUpperCase(), password: 'secret-1' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, approved: true });
    const token = signedIn.body.token as string;
    expect(token.split('.')).toHaveLength(3);

    const me = await rest('GET', '/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const updated = await rest('PATCH', '/auth/user', { token, body: { firstName: '  Augusta ', lastName: '' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Augusta', lastName: null });

    const out = await rest('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    const after = await rest('GET', '/auth/user', { token });
    expect(after.status).toBe(401);
  });

  it('rejects a duplicate email with 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await rest('POST', '/auth/register', { body: { email, password: 'secret-1', firstName: 'A' } })).status).toBe(201);
    const again = await rest('POST', '/auth/register', { body: { email: email.toUpperCase(), password: 'secret-1', firstName: 'B' } });
    expect(again.status).toBe(409);
    expect(again.text).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret-1', firstName: 'A' }, 'Email must be a valid email address'],
    [{ email: 'a@example.com', password: '12345', firstName: 'A' }, 'Password must be at least 6 characters'],
    [{ email: 'a@example.com', password: 'secret-1', firstName: '' }, 'First name is required'],
    [{ email: 'a@example.com', password: 'secret-1' }, 'First name is required'],
    [{ email: 'a@example.com', password: 'secret-1', firstName: 'x'.repeat(51) }, 'First name is too long'],
    [{ email: 'a@example.com', password: 'secret-1', firstName: 'A', lastName: 'x'.repeat(51) }, 'Last name is too long'],
    [{ email: 'a@example.com', password: 123456, firstName: 'A' }, 'Password is required'],
  ])('refuses registration %j with 400 "%s" and creates nothing', async (body, message) => {
    const res = await rest('POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    const admin = await asAdmin();
    const users = await rest('GET', '/admin/users', { token: admin });
    expect(users.body.some((u: { email: string }) => u.email === 'a@example.com')).toBe(false);
  });

  it('answers malformed and non-object bodies with 400', async () => {
    expect((await rest('POST', '/auth/login', { raw: '{"email":' })).status).toBe(400);
    const array = await rest('POST', '/auth/register', { raw: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.text).toBe('Request body must be a JSON object');
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const user = await buildUser();
    const unknown = await rest('POST', '/auth/login', { body: { email: uniqueEmail('nobody'), password: 'whatever-1' } });
    const wrong = await rest('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
  });

  it('refuses sign-in with 429 after repeated failures for one email, even with the right password', async () => {
    const user = await buildUser();
    for (let i = 0; i < 5; i += 1) {
      // From the third failure on, the next attempt waits out a progressive delay (LOGIN_DELAY_MS,
      // doubling): a refused attempt costs nothing, so it is tried again until it is let through.
      let status = 0;
      await waitFor(
        async () => (status = (await rest('POST', '/auth/login', { body: { email: user.email, password: `wrong-${i}` } })).status) !== 429,
        30_000,
        () => `attempt ${i + 1} was still refused`,
      );
      expect(status).toBe(401);
    }
    const blocked = await rest('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toMatch(/Too many failed sign-in attempts/);
  });

  it('validates profile updates with the spec messages', async () => {
    const user = await buildUser();
    const empty = await rest('PATCH', '/auth/user', { token: user.token, body: { firstName: '', lastName: 'X' } });
    expect([empty.status, empty.text]).toEqual([400, 'First name is required']);
    const long = await rest('PATCH', '/auth/user', { token: user.token, body: { firstName: 'A', lastName: 'x'.repeat(51) } });
    expect([long.status, long.text]).toEqual([400, 'Last name is too long']);
    const me = await rest('GET', '/auth/user', { token: user.token });
    expect(me.body.firstName).toBe('Test');
  });
});

describe('admin user management through REST', () => {
  it('creates pre-approved analysts by default and admins on request', async () => {
    const admin = await asAdmin();
    const analyst = await rest('POST', '/admin/users', {
      token: admin,
      body: { email: uniqueEmail(), password: 'secret-1', firstName: 'An' },
    });
    expect(analyst.status).toBe(201);
    expect(analyst.body).toMatchObject({ role: 'analyst', approved: true });
    const second = await rest('POST', '/admin/users', {
      token: admin,
      body: { email: uniqueEmail(), password: 'secret-1', firstName: 'Ad', role: 'admin' },
    });
    expect(second.body.role).toBe('admin');
    const bad = await rest('POST', '/admin/users', {
      token: admin,
      body: { email: uniqueEmail(), password: 'secret-1', firstName: 'X', role: 'owner' },
    });
    expect([bad.status, bad.text]).toEqual([400, 'Role must be analyst or admin']);
  });

  it('changes roles, but never the acting admin’s own', async () => {
    const admin = await asAdmin();
    const user = await buildUser();
    const promoted = await rest('PATCH', `/admin/users/${user.id}/role`, { token: admin, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('admin');
    const self = await rest('GET', '/auth/user', { token: admin });
    const own = await rest('PATCH', `/admin/users/${self.body.id}/role`, { token: admin, body: { role: 'analyst' } });
    expect([own.status, own.text]).toEqual([403, 'You cannot change your own role']);
    const missing = await rest('PATCH', '/admin/users/00000000-0000-4000-8000-000000000000/role', {
      token: admin,
      body: { role: 'admin' },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a user with their assessments, audit logs, batches and sessions; never the acting admin', async () => {
    const admin = await asAdmin();
    const user = await buildUser();
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const { rows } = await db.query(
        `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
           has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
           has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale)
         values (gen_random_uuid(), $1, 'Acme', 'UK', 'UK', '1 Road', 'A long enough rationale', 'Supply', false, true, 'yes', 'yes', '>5',
           true, true, true, true, true, 'approved', 'approved', 'ok') returning id`,
        [user.id],
      );
      await db.query(`insert into audit_logs (id, assessment_id, user_id, action) values (gen_random_uuid(), $1, $2, 'created')`, [
        rows[0].id,
        user.id,
      ]);
      await db.query(`insert into batch_uploads (id, user_id, file_name, total_rows) values (gen_random_uuid(), $1, 'a.csv', 1)`, [
        user.id,
      ]);

      const self = await rest('GET', '/auth/user', { token: admin });
      const own = await rest('DELETE', `/admin/users/${self.body.id}`, { token: admin });
      expect([own.status, own.text]).toEqual([403, 'You cannot delete your own account']);

      const deleted = await rest('DELETE', `/admin/users/${user.id}`, { token: admin });
      expect(deleted.status).toBe(200);
      const counts = await db.query(
        `select (select count(*) from users where id = $1)::int as users,
                (select count(*) from assessments where user_id = $1)::int as assessments,
                (select count(*) from audit_logs where user_id = $1)::int as audit_logs,
                (select count(*) from batch_uploads where user_id = $1)::int as batches,
                (select count(*) from sessions where sess->>'userId' = $1::text)::int as sessions`,
        [user.id],
      );
      expect(counts.rows[0]).toEqual({ users: 0, assessments: 0, audit_logs: 0, batches: 0, sessions: 0 });
      expect((await rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
      expect((await rest('DELETE', `/admin/users/${user.id}`, { token: admin })).status).toBe(404);
    } finally {
      await db.end();
    }
  });

  it('lists users without password hashes, pending approvals first', async () => {
    const pendingEmail = uniqueEmail('pending');
    await rest('POST', '/auth/register', { body: { email: pendingEmail, password: 'secret-1', firstName: 'P' } });
    const list = await rest('GET', '/admin/users', { token: await asAdmin() });
    expect(list.status).toBe(200);
    expect(list.body[0].approved).toBe(false);
    expect(list.body.some((u: { email: string }) => u.email === TEST_ADMIN.email)).toBe(true);
    expect(list.text).not.toContain('argon2');
  });

  it('a token stops working as soon as its session is gone (second login keeps the first)', async () => {
    const user = await buildUser();
    const second = await login(user.email, user.password);
    await rest('POST', '/auth/logout', { token: user.token });
    expect((await rest('GET', '/auth/user', { token: user.token })).status).toBe(401);
    expect((await rest('GET', '/auth/user', { token: second })).status).toBe(200);
  });
});

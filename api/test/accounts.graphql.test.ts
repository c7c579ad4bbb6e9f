import { describe, expect, it } from 'vitest';
import { asAdmin, buildUser, errorCode, gql, uniqueEmail } from './support/http.js';

const USER_FIELDS = 'id email firstName lastName role approved createdAt';

describe('account lifecycle through GraphQL', () => {
  it('register → FORBIDDEN until approved → login → me → updateProfile → logout', async () => {
    const email = uniqueEmail('gql');
    const reg = await gql(`mutation($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`, {
      input: { email, password: 'secret-1', firstName: 'Grace' },
    });
    expect(reg.errors).toBeUndefined();
    expect(reg.data.register).toMatchObject({ email, role: 'ANALYST', approved: false, lastName: null });

    const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`;
    const early = await gql(LOGIN, { input: { email, password: 'secret-1' } });
    expect(errorCode(early)).toBe('FORBIDDEN');

    const admin = await asAdmin();
    const approved = await gql(`mutation($id: ID!) { approveUser(id: $id) { approved } }`, { id: reg.data.register.id }, admin);
    expect(approved.data.approveUser.approved).toBe(true);

    const signedIn = await gql(LOGIN, { input: { email, password: 'secret-1' } });
    const token = signedIn.data.login.token as string;
    expect(signedIn.data.login.user.email).toBe(email);

    expect((await gql(`{ me { email } }`, {}, token)).data.me.email).toBe(email);
    const update = await gql(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName } }`,
      { input: { firstName: 'G', lastName: 'Hopper' } },
      token,
    );
    expect(update.data.updateProfile).toEqual({ firstName: 'G', lastName: 'Hopper' });

    expect((await gql(`mutation { logout }`, {}, token)).data.logout).toBe(true);
    expect((await gql(`{ me { email } }`, {}, token)).data.me).toBeNull();
    expect(errorCode(await gql(`mutation { logout }`, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('reports validation, conflict and credential errors with codes and fields', async () => {
    const bad = await gql(`mutation { register(input: { email: "x@example.com", firstName: "A", password: "123" }) { id } }`);
    expect(bad.errors![0]).toMatchObject({
      message: 'Password must be at least 6 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });

    const user = await buildUser();
    const dup = await gql(`mutation($e: String!) { register(input: { email: $e, firstName: "A", password: "secret-1" }) { id } }`, {
      e: user.email,
    });
    expect(dup.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT', field: 'email' } });

    const wrong = await gql(`mutation($e: String!) { login(input: { email: $e, password: "nope-nope" }) { token } }`, { e: user.email });
    expect(wrong.errors![0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });

    const wrongEnum = await gql(`mutation($id: ID!) { changeUserRole(id: $id, role: OWNER) { id } }`, { id: user.id }, await asAdmin());
    expect(errorCode(wrongEnum)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('lets admins manage users and protects the acting admin', async () => {
    const admin = await asAdmin();
    const me = (await gql(`{ me { id } }`, {}, admin)).data.me;
    const created = await gql(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { id role approved } }`,
      {
        input: { email: uniqueEmail(), password: 'secret-1', firstName: 'New' },
      },
      admin,
    );
    expect(created.data.createUser).toMatchObject({ role: 'ANALYST', approved: true });
    const id = created.data.createUser.id;

    expect(
      (await gql(`mutation($id: ID!) { changeUserRole(id: $id, role: ADMIN) { role } }`, { id }, admin)).data.changeUserRole.role,
    ).toBe('ADMIN');
    const own = await gql(`mutation($id: ID!) { changeUserRole(id: $id, role: ANALYST) { role } }`, { id: me.id }, admin);
    expect(own.errors![0]).toMatchObject({ message: 'You cannot change your own role', extensions: { code: 'FORBIDDEN' } });
    const ownDelete = await gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: me.id }, admin);
    expect(ownDelete.errors![0]).toMatchObject({ message: 'You cannot delete your own account', extensions: { code: 'FORBIDDEN' } });

    expect((await gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id }, admin)).data.deleteUser).toBe(true);
    expect(errorCode(await gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id }, admin))).toBe('NOT_FOUND');
    const list = await gql(`{ users { id } }`, {}, admin);
    expect(list.data.users.some((u: { id: string }) => u.id === id)).toBe(false);
  });
});

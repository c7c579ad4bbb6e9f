import { describe, expect, it } from 'vitest';
import { adminToken, createAnalyst, graphql } from './support/api.js';
import { axeViolations } from './support/axe.js';
import { baseUrl, newPage, signIn, TEST_ADMIN, useBrowser } from './support/browser.js';

/** One REST read with an API key, as an integration makes it: its status code. */
async function restStatus(token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/assessments?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  await res.body?.cancel();
  return res.status;
}

describe('API keys: made, used and revoked from the admin page', () => {
  const session = useBrowser({ signedIn: true });

  it('a READ key acting for an analyst reads the REST API until the admin revokes it', async () => {
    const analyst = await createAnalyst('Integration');
    const name = `Nightly sync ${analyst.email.split('@')[0]}`;
    const { page } = session;

    await page.goto('/admin/api-keys');
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New API key' }).click();

    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill(name);
    // READ is the default scope; the form opens with it ticked.
    await expect.poll(() => dialog.getByRole('checkbox', { name: /^Read/ }).isChecked()).toBe(true);
    const actsFor = dialog.getByLabel('Acts for');
    await actsFor.locator(`option[value="${analyst.id}"]`).waitFor({ state: 'attached' });
    await actsFor.selectOption(analyst.id);
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const issued = page.getByTestId('issued-token');
    await issued.waitFor();
    const token = await issued.inputValue();
    expect(token).toMatch(/^cpk_/);
    await page.getByText('it will not be shown again').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await issued.waitFor({ state: 'detached' });

    const card = page.getByTestId('api-key').filter({ hasText: name });
    await card.getByText(`${analyst.firstName} ${analyst.lastName} (${analyst.email})`).waitFor();
    await card.getByTestId('api-key-status').filter({ hasText: 'Active' }).waitFor();
    await card.getByText(token.slice(0, 16)).waitFor();

    expect(await restStatus(token)).toBe(200);

    await card.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByTestId('api-key-status').filter({ hasText: 'Revoked' }).waitFor();
    expect(await card.getByRole('button', { name: `Rotate ${name}` }).count()).toBe(0);

    expect(await restStatus(token)).toBe(401);
  });

  it('reads at 390 px wide, a rotated key with its old secret’s deadline, and passes axe', async () => {
    const analyst = await createAnalyst('Phone');
    const name = `Phone check ${analyst.email.split('@')[0]}`;
    const admin = await adminToken();
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { createApiKey } = await graphql<{ createApiKey: { key: { id: string } } }>(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key { id } } }',
      { input: { name, scopes: ['READ', 'SCREEN'], expiresAt, actsForUserId: analyst.id } },
      admin,
    );
    await graphql('mutation($id: ID!) { rotateApiKey(id: $id, graceHours: 24) { token } }', { id: createApiKey.key.id }, admin);

    const { context, page } = await newPage(session.browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
      await page.getByText('Login successful').waitFor();
      await page.goto('/admin/api-keys');
      const card = page.getByTestId('api-key').filter({ hasText: name });
      await card.getByText(/Old secret valid until/).waitFor();
      await card.getByText('Never').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(await axeViolations(page)).toEqual([]);

      await card.getByRole('button', { name: `Edit scopes of ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit scopes' });
      await expect.poll(() => dialog.getByRole('checkbox', { name: /^Screen/ }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

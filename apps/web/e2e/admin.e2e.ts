import { describe, expect, it } from 'vitest';
import { newAccount, post, registerViaApi } from './support/api';
import { newPage, visible, waitForPath } from './support/browser';
import { signedInUser, verifyByApi } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// The /admin screen (docs/admin.md): an admin disables a user whose session is open in another
// browser context; that session ends on its next request (back to /login), and sign-in is refused.

const adminAccount = newAccount('admin');
const e2e = serverAndBrowser({ ADMIN_EMAIL: adminAccount.email });

describe('admin', () => {
  it('disables a user: their open session ends and their next request lands on /login', async () => {
    // The admin: ADMIN_EMAIL's account, verified (which promotes it), in a second browser context.
    await registerViaApi(e2e.server.url, adminAccount, { onboarded: true });
    await verifyByApi(e2e.server, adminAccount.email);
    const signIn = await post(e2e.server.url, '/auth/login', {
      email: adminAccount.email,
      password: adminAccount.password,
    });
    expect(signIn.status).toBe(200);
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await page.goto('/privacy');
    await page.evaluate((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, signIn.json.data.tokens);

    // The user to disable (a free account: verified after the admin), signed in in their own context.
    const victim = await signedInUser(e2e, 'victim');
    await victim.page.goto('/dashboard');
    await visible(victim.page.locator('[data-screen="dashboard"]'));

    await page.goto('/admin');
    await visible(page.getByRole('tab', { name: 'Users' }));

    await page.getByLabel('Search users by e-mail or name').fill(victim.account.email);
    const row = page.locator(`[data-testid="admin-user-row"][data-email="${victim.account.email}"]`);
    await visible(row);
    expect(await page.getByTestId('admin-user-row').count()).toBe(1);
    await visible(row.getByText('free'));
    if (SHOTS) await page.screenshot({ path: shotPath('admin-users.png'), fullPage: true });
    await row.getByRole('button', { name: 'Disable' }).click();
    await visible(page.getByText(`Disable ${victim.account.email}?`));
    await page.getByTestId('admin-confirm').click();
    await visible(page.getByText(`${victim.account.email} disabled`));
    await visible(row.getByText('Disabled'));

    // The victim's next request: the session is gone, the refresh refused, back to the login.
    await victim.page.goto('/settings');
    await waitForPath(victim.page, '/login');
    const again = await post(e2e.server.url, '/auth/login', {
      email: victim.account.email,
      password: victim.account.password,
    });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe('This account has been disabled.');

    // The act is in the audit log.
    await page.getByRole('tab', { name: 'Audit' }).click();
    await visible(page.getByTestId('admin-audit').getByText('user.disable'));
    if (SHOTS) await page.screenshot({ path: shotPath('admin-audit.png'), fullPage: true });
    await page.getByRole('tab', { name: 'System' }).click();
    await visible(page.getByTestId('system-health'));
    if (SHOTS) await page.screenshot({ path: shotPath('admin-system.png'), fullPage: true });
    await context.close();
    await victim.context.close();
  });

  it('keeps "Administrators only" for a non-admin', async () => {
    const user = await signedInUser(e2e, 'plain');
    await user.page.goto('/admin');
    await visible(user.page.getByText('Administrators only'));
    expect(await user.page.getByRole('tab', { name: 'Users' }).count()).toBe(0);
    await user.context.close();
  });
});

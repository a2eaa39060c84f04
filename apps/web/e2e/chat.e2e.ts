import { describe, expect, it } from 'vitest';
import { apiAs, newAccount, registerViaApi } from './support/api';
import { newPage, visible } from './support/browser';
import { signedInUser } from './support/session';
import { SHOTS, shotPath } from './support/shots';
import { serverAndBrowser } from './support/suite';

// Team chat (docs/chat.md): two members of one team chat in real time from the header's panel (each
// sees the other's messages and typing, a mention notifies), the history stays; a member of another
// team cannot open the chat (404 over the API, "Chat not found" in the panel).

const e2e = serverAndBrowser();

describe('team chat', () => {
  it('two members chat live; another team cannot open the chat', async () => {
    const owner = await signedInUser(e2e, 'chatowner');
    owner.page.setDefaultTimeout(30_000);
    const api = apiAs(e2e.server.url, owner.tokens.accessToken);
    const { currentTeamId } = await api('/user/teams');

    // Grace joins the owner's team through the invitation flow (API), then signs in in her own browser.
    const grace = { ...newAccount('grace'), firstName: 'Grace', lastName: 'Hopper' };
    await api(`/user/teams/${currentTeamId}/invite`, { email: grace.email });
    const link = await e2e.server.mailedLink('invite', grace.email);
    const { tokens } = await registerViaApi(e2e.server.url, grace);
    const token = new URL(link).pathname.split('/').at(-1);
    await apiAs(e2e.server.url, tokens.accessToken)('/user/invitations/accept', { token });
    const { page } = await newPage(e2e.browser, e2e.server.url);
    page.setDefaultTimeout(30_000);
    await page.goto('/privacy');
    await page.evaluate((t) => {
      localStorage.setItem('accessToken', t.accessToken);
      localStorage.setItem('refreshToken', t.refreshToken);
    }, tokens);

    // Both open the team chat from the header: empty at first.
    await owner.page.goto('/dashboard');
    await owner.page.getByTestId('chat-button').click();
    const ownerPanel = owner.page.getByTestId('chat-panel');
    await visible(ownerPanel.getByText('No messages yet', { exact: false }));
    await page.goto('/dashboard');
    await page.getByTestId('chat-button').click();
    const gracePanel = page.getByTestId('chat-panel');
    await visible(gracePanel.getByText('Team chat'));
    const chatId = new URL(page.url()).searchParams.get('chat');
    expect(chatId).toMatch(/^[0-9a-f-]{36}$/);

    // The owner types: Grace sees "… is typing"; the message (with a mention) reaches her live.
    const ownerInput = ownerPanel.getByTestId('chat-input');
    // Slowly, as a person types: the typing flag is repeated while keys are pressed.
    await ownerInput.pressSequentially('Hello @Grace, the roof site is live', { delay: 100 });
    await visible(gracePanel.getByTestId('chat-typing').getByText('Ada Lovelace is typing…'), 30_000);
    if (SHOTS) await page.screenshot({ path: shotPath('chat-typing.png') });
    await ownerInput.press('Enter');
    const got = gracePanel.getByTestId('chat-message').filter({ hasText: 'the roof site is live' });
    await visible(got);
    await visible(got.locator('mark', { hasText: '@Grace' }));
    await visible(page.getByText('Ada Lovelace mentioned you in the team chat'));
    expect(await ownerInput.inputValue()).toBe('');

    // Grace answers on two lines (Shift+Enter): the owner sees it live.
    const graceInput = gracePanel.getByTestId('chat-input');
    await graceInput.pressSequentially('On it.');
    await graceInput.press('Shift+Enter');
    await graceInput.pressSequentially('Calling the renter now.');
    await expect.poll(() => gracePanel.getByTestId('chat-counter').textContent()).toBe('30 / 2000');
    await graceInput.press('Enter');
    const answer = ownerPanel.getByTestId('chat-message').filter({ hasText: 'Calling the renter now.' });
    await visible(answer);
    await visible(answer.getByText('Grace Hopper'));
    if (SHOTS) await owner.page.screenshot({ path: shotPath('chat-owner.png') });
    if (SHOTS) await page.screenshot({ path: shotPath('chat-grace.png') });

    // The history is stored: after a reload both messages are there, oldest first.
    await page.reload();
    await visible(gracePanel.getByTestId('chat-message').nth(1));
    const texts = await gracePanel.getByTestId('chat-message').allTextContents();
    expect(texts[0]).toContain('the roof site is live');
    expect(texts[1]).toContain('Calling the renter now.');

    // With the panel closed, a new message shows as unread on Grace's header button; opening reads it.
    await page.keyboard.press('Escape');
    await expect.poll(() => gracePanel.count()).toBe(0);
    await ownerInput.pressSequentially('Quote sent to the renter');
    await ownerInput.press('Enter');
    await visible(page.getByTestId('chat-unread').getByText('1'));
    expect(await page.getByTestId('chat-button').getAttribute('aria-label')).toBe('Team chat, 1 unread');
    if (SHOTS)
      await page.screenshot({
        path: shotPath('chat-unread.png'),
        clip: { x: 0, y: 0, width: 1280, height: 80 },
      });
    await page.getByTestId('chat-button').click();
    await visible(gracePanel.getByText('Quote sent to the renter'));
    await expect.poll(() => page.getByTestId('chat-unread').count()).toBe(0);

    // A member of another team: the API answers 404, the panel says the chat is not found.
    const outsider = await signedInUser(e2e, 'outsider');
    outsider.page.setDefaultTimeout(30_000);
    const refused = await outsider.page.evaluate(async (id) => {
      const res = await fetch(`/api/chats/${id}/messages`, {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return { status: res.status, body: await res.json() };
    }, chatId);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Chat not found');
    await outsider.page.goto(`/dashboard?chat=${chatId}`);
    await visible(outsider.page.getByTestId('chat-panel').getByText('Chat not found'));
    if (SHOTS) await outsider.page.screenshot({ path: shotPath('chat-outsider.png') });
    expect(await outsider.page.getByTestId('chat-message').count()).toBe(0);
  });
});

// Issue 13 finding 10 "Two tabs log a customer out": two refreshes with the same refresh token within the grace
// window (REFRESH_GRACE_SECONDS, default 30) both get the same new pair instead of tripping reuse detection; a reuse
// after the window still revokes the family. The pair is kept only sealed with a key derived from the spent token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginResponseSchema, USER_ERRORS } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import { engines } from '../helpers/db';

const MARI = 'mari.maasikas@example.ee';
const JANIS = 'janis.berzins@example.lv';

describe.each(engines())('refresh-token grace window on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  const refresh = (refreshToken: string) => t.call('POST', '/api/user/refresh', { body: { refreshToken } });

  it('gives a second tab refreshing with the same token within 30 s the same new pair, and both tabs stay signed in', async () => {
    const first = await t.login(MARI, DEMO_PASSWORD);
    const tabA = await refresh(first.refreshToken);
    t.advance(20);
    const tabB = await refresh(first.refreshToken);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    const pairA = loginResponseSchema.parse(tabA.body).result;
    const pairB = loginResponseSchema.parse(tabB.body).result;
    expect(pairB).toEqual(pairA);
    expect((await t.call('GET', '/api/user/me', { token: pairA.token })).status).toBe(200);
    // The next rotation works as usual.
    const next = await refresh(pairA.refreshToken);
    expect(next.status).toBe(200);
    expect(
      (await t.call('GET', '/api/user/me', { token: loginResponseSchema.parse(next.body).result.token })).status,
    ).toBe(200);
  });

  it('answers both of two simultaneous refreshes with the same pair', async () => {
    const first = await t.login(JANIS, DEMO_PASSWORD);
    const replies = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const [a, b] = replies.map((reply) => loginResponseSchema.parse(reply.body).result);
    expect(b).toEqual(a);
    expect((await t.call('GET', '/api/user/me', { token: a?.token })).status).toBe(200);
  });

  it('keeps the new pair only sealed: no token of it is readable in the database', async () => {
    const first = await t.login(MARI, DEMO_PASSWORD);
    const pair = loginResponseSchema.parse((await refresh(first.refreshToken)).body).result;
    const rows = await t.rows<Record<string, unknown>>(sql`select * from customer_tokens`);
    const dump = JSON.stringify(rows);
    for (const token of [first.token, first.refreshToken, pair.token, pair.refreshToken]) {
      expect(dump).not.toContain(token);
    }
  });

  it('still revokes the whole family when the spent token comes back after the window', async () => {
    const first = await t.login(MARI, DEMO_PASSWORD);
    const pair = loginResponseSchema.parse((await refresh(first.refreshToken)).body).result;
    t.advance(31);
    expect(await refresh(first.refreshToken)).toMatchObject({
      status: 401,
      body: { result: USER_ERRORS.refreshInvalid },
    });
    expect((await t.call('GET', '/api/user/me', { token: pair.token })).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it('gives nothing for a spent token after logout, even within the window', async () => {
    const first = await t.login(JANIS, DEMO_PASSWORD);
    const pair = loginResponseSchema.parse((await refresh(first.refreshToken)).body).result;
    await t.call('POST', '/api/user/logout', { token: pair.token });
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });
});

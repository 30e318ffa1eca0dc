/**
 * What the console requires of a backend's answers: a field is required only when a screen
 * cannot work without it, and then says why (`needed` in src/services); everything only
 * shown is optional and shows as —. docs/backend.md's list is generated from the same schemas.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT, requiredFields, requiredFieldsDoc } from '@/services/contract';
import { getLoginUserInfo } from '@/services/auth';
import { getShipList } from '@/services/shipping';

describe('the fields an answer must carry', () => {
  it('each has a reason: a field that is only shown is optional', () => {
    const unexplained = CONTRACT.flatMap(({ name, endpoint }) =>
      requiredFields(endpoint.answer)
        .filter((field) => !field.why)
        .map((field) => `${name}: ${field.path}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('never include what a screen only shows (the signed-in user’s role and mobile, an order’s goods)', () => {
    const user = requiredFields(getLoginUserInfo.answer).map((field) => field.path);
    expect(user).toEqual(expect.arrayContaining(['id', 'name', 'permissions']));
    expect(user).not.toContain('roleName');
    expect(user).not.toContain('mobile');
    const shipment = requiredFields(getShipList.answer).map((field) => field.path);
    expect(shipment).toContain('list[].printStatus');
    expect(shipment).not.toContain('list[].goodsName');
  });

  it('are listed in docs/backend.md as generated from the services', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('docs/backend.md', 'utf8');
    expect(readme).toContain(requiredFieldsDoc(CONTRACT));
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessContext } from '@@/plugin-access/context';
import access from '@/access';
import Permission from '@/components/Permission';
import { emptyState } from '@/adapters/initialState';

function renderWith(actions: string[]) {
  const state = { ...emptyState(), permissions: actions.map((action) => ({ action })) };
  return render(
    <AccessContext.Provider value={access(state)}>
      <Permission action="ship:print">
        <button type="button">批量打印</button>
      </Permission>
      <Permission action="ship:reprint" fallback={<span>无补打权限</span>}>
        <button type="button">补打面单</button>
      </Permission>
    </AccessContext.Provider>,
  );
}

describe('Permission', () => {
  it('shows a button only to operators holding its action', () => {
    renderWith(['ship:print']);
    expect(screen.getByRole('button', { name: '批量打印' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '补打面单' })).toBeNull();
    expect(screen.getByText('无补打权限')).toBeInTheDocument();
  });

  it('hides every gated button without permissions', () => {
    renderWith([]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/**
 * Renders the whole console (every Umi provider: initial state, access, locale, model)
 * at a path, against the msw fake backend, so component tests read like stories.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { History } from 'history';
import type { ReactElement } from 'react';
import { getResponse, http, HttpResponse } from 'msw';
import { TestBrowser } from '@@/testBrowser';
import { saveToken } from '@/core/session';
import { NoticeHost } from '@/adapters/notice';
import { db } from '@mock/db';
import { handlers } from '@mock/handlers';
import { server } from '@mock/node';

export type DemoAccount = 'admin' | 'operator' | 'dontHaveAccess';

/** Signs a demo account in the way the login page would leave it: a token in storage. */
export function signInAs(account: DemoAccount): void {
  const user = db.users.find((candidate) => candidate.name === account)!;
  const token = `mk.${user.id}.test${user.id}`;
  db.tokens.set(token, user.id);
  saveToken(token);
}

/**
 * A server menu entry no screen of the console answers (数据报表, /report/daily): the
 * console must say so inside the layout. The demo's menu has none.
 */
export function addMenuWithoutScreen(): void {
  db.menus.push({
    id: 60,
    menu_name: '数据报表',
    path: '/report/daily',
    menu_icon: 'bar-chart',
    menu_pid: 0,
    type: 2,
    sort: 60,
    status: 1,
  });
}

export async function renderApp(path: string, options: { as?: DemoAccount } = {}) {
  if (options.as) signInAs(options.as);
  const url = new URL(path, 'http://localhost');
  const historyRef = { current: undefined as unknown as History };
  // No pointer-events check: it reads getComputedStyle up the tree before each click, and jsdom
  // recomputes the cascade of every style sheet (ProComponents' CSS variables, registered at
  // run time) after each change: one click took 15-20 s on a busy machine. antd's own CSS is
  // not in the tests (zeroRuntime), so the check had nothing of antd's to find anyway.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <TestBrowser location={{ pathname: url.pathname, search: url.search }} historyRef={historyRef as never} />,
  );
  await waitFor(() => expect(historyRef.current).toBeDefined());
  const location = () => `${historyRef.current.location.pathname}${historyRef.current.location.search}`;
  return { ...view, user, history: () => historyRef.current, location };
}

/** Waits until the app has moved to `path` (pathname and query). */
export async function waitForLocation(location: () => string, expected: string) {
  await waitFor(() => expect(location()).toBe(expected));
}

/**
 * Waits until the list shows rows and has stopped loading: antd's spinner clears a moment
 * after the rows arrive, and until then it blocks clicks, as it would for an operator.
 */
export async function tableReady(options: { timeout?: number } = {}) {
  await waitFor(() => {
    expect(onScreen(document.querySelectorAll('.ant-table-row')).length).toBeGreaterThan(0);
    expect(onScreen(document.querySelectorAll('.ant-table-wrapper .ant-spin[aria-busy="true"]'))).toHaveLength(0);
  }, options);
}

/** What is on screen: not in a page tab kept hidden behind the one shown (src/features/tabs). */
export const onScreen = (nodes: Iterable<Element>) =>
  Array.from(nodes).filter((node) => !node.closest('[data-page-tab]:not([data-page-shown])')) as HTMLElement[];

export { screen };

/**
 * Renders a part of the kit on its own, inside the notice host the console's root gives
 * every screen (antd 6 shows toasts and notifications through its App, adapters/notice.tsx).
 */
export function renderPart(ui: ReactElement) {
  return render(<NoticeHost>{ui}</NoticeHost>);
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/**
 * The order screen's own list calls among those seen: the header's bell counts 打印失败 with the
 * same endpoint (one row) on its own schedule, which on a busy machine lands between a test's
 * steps.
 */
export const orderListCalls = (seen: readonly SeenRequest[]) =>
  seen.filter((request) => request.path === '/api/express/shipList' && request.query.limit !== '1');

/** Every request the fake backend receives from now on, in order. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
  };
  server.events.on('request:start', listener);
  return seen;
}

/**
 * The next POST to `path` reaches the fake backend and takes effect, but its answer is lost
 * on the way back (a gateway error with `status`): what an idempotency key is for.
 */
export function loseNextAnswer(path: string, status: number, method: 'GET' | 'POST' = 'POST') {
  let lost = false;
  server.use(
    (method === 'GET' ? http.get : http.post)(`*${path}`, async ({ request }) => {
      if (lost) return undefined;
      lost = true;
      await getResponse(handlers, request.clone());
      return HttpResponse.text('gateway error', { status });
    }),
  );
}

/**
 * The next call to `path` never reaches the server (a gateway error on the way there):
 * nothing is applied, and the console cannot tell this from a lost answer.
 */
export function dropNextRequest(path: string, status: number, method: 'GET' | 'POST' = 'POST') {
  let dropped = false;
  server.use(
    (method === 'GET' ? http.get : http.post)(`*${path}`, () => {
      if (dropped) return undefined;
      dropped = true;
      return HttpResponse.text('gateway error', { status });
    }),
  );
}

/**
 * Clicks a dialog's button once it is ready: antd ignores a click on a button that still
 * shows its spinner, which a busy machine can catch for a moment after an answer.
 */
export async function clickWhenReady(
  user: { click: (element: Element) => Promise<void> },
  scope: HTMLElement,
  name: RegExp,
) {
  const ready = await waitFor(() => {
    const found = buttonIn(scope, name);
    expect(found).not.toHaveClass('ant-btn-loading');
    expect(found).not.toBeDisabled();
    return found;
  });
  await user.click(ready);
}

/**
 * The one button on screen named `name` (its text, or its aria-label), as getByRole('button',
 * { name }) finds it but without working out every element's role and visibility first, which
 * takes seconds over a screen of rows in jsdom (more on a busy machine).
 */
export function buttonNamed(name: string | RegExp): HTMLButtonElement {
  const named = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const found = onScreen(document.querySelectorAll('button')).filter((button) =>
    named((button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
  if (found.length !== 1) throw new Error(`${found.length} buttons named ${String(name)} on screen`);
  return found[0] as HTMLButtonElement;
}

/** The rows of the list on screen. */
export const tableRows = () => onScreen(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));

/**
 * Waits until every row on screen shows `text`. After a filter or a tab change the old rows
 * stay on screen until the new ones arrive (the list keeps the last answer while it loads),
 * so a check of the rows right after "the request was sent" can read the old ones.
 */
export async function everyRowShows(text: string) {
  await waitFor(() => {
    const shown = tableRows();
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) expect(row).toHaveTextContent(text);
  });
}

/** A button inside `scope` by its text (antd puts the text in a span; jsdom names icons oddly). */
export const buttonIn = (scope: HTMLElement, name: RegExp) =>
  within(scope).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/**
 * The dialog (modal or drawer) whose text includes `text`: jsdom gives antd's titles no
 * accessible name; when one is still fading out, the newest (on top) is the one meant.
 */
export async function dialogWith(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .queryAllByRole('dialog')
      .filter((dialog) => dialog.textContent?.includes(text))
      .at(-1);
    expect(found).toBeDefined();
  });
  return found!;
}

/**
 * Waits until the form field labelled `label` inside `scope` says `message` beside it. By the
 * field's text, not the message's node: antd's error list may draw a message again (a second
 * validation pass), and a node found a moment ago can be gone by the time it is checked (seen on
 * a busy machine).
 */
export async function fieldSays(scope: HTMLElement, label: string, message: string) {
  await waitFor(() => expect(within(scope).getByLabelText(label).closest('.ant-form-item')).toHaveTextContent(message));
}

/** The notifications on screen (the spec's 请求错误 and the like), as their text. */
export const notices = () =>
  Array.from(document.querySelectorAll('.ant-notification-notice'))
    // A notice of an earlier test still fading out is not one of this test's.
    .filter((notice) => !notice.closest('[class*="-leave"]'))
    .map((notice) => notice.textContent ?? '');

/**
 * How many calls to the fake backend are under way, from now on: 0 once every call started
 * has been answered (a definite "the screen's work is over" to assert what did not happen).
 */
export function callsInFlight(): () => number {
  let open = 0;
  server.events.on('request:start', () => void (open += 1));
  server.events.on('response:mocked', () => void (open -= 1));
  server.events.on('request:unhandled', () => void (open -= 1));
  return () => open;
}

/**
 * The next call to `path` reaches the fake backend and takes effect, then a catch-all error
 * handler answers code 500 in the envelope: on a keyed call an unknown outcome, never a refusal.
 */
export function failAfterCommit(path: string, method: 'GET' | 'POST' = 'POST') {
  let failed = false;
  server.use(
    (method === 'GET' ? http.get : http.post)(`*${path}`, async ({ request }) => {
      if (failed) return undefined;
      failed = true;
      await getResponse(handlers, request.clone());
      return HttpResponse.json({ code: 500, data: null, msg: '系统繁忙，请稍后再试' });
    }),
  );
}

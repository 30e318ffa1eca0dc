import { describe, expect, it, vi } from 'vitest';
import { createBridgeListener, parseCommand, parseOrigins, safeExternalUrl, safeInAppPath } from '@/core/bridge';

const portal = 'https://portal.example.com';

function setup() {
  const parent = {} as Window;
  const navigate = vi.fn();
  const openWindow = vi.fn();
  const listener = createBridgeListener({ allowedOrigins: [portal], parent, navigate, openWindow });
  return { parent, navigate, openWindow, listener };
}

describe('portal bridge', () => {
  it('routes inside the app on a route command from the allowed parent', () => {
    const { parent, navigate, listener } = setup();
    listener({ origin: portal, source: parent, data: { action: 'route', path: '/agent/list?page=2' } });
    expect(navigate).toHaveBeenCalledWith('/agent/list?page=2');
  });

  it('opens http(s) URLs on an open command', () => {
    const { parent, openWindow, listener } = setup();
    listener({
      origin: portal,
      source: parent,
      data: { action: 'open', url: 'https://kuaidi.example.com/track?no=SF1' },
    });
    listener({ origin: portal, source: parent, data: { action: 'open', url: 'http://intranet.example.com/' } });
    expect(openWindow.mock.calls.map(([url]) => url)).toEqual([
      'https://kuaidi.example.com/track?no=SF1',
      'http://intranet.example.com/',
    ]);
  });

  it('ignores other origins, look-alike origins and other windows', () => {
    const { parent, navigate, listener } = setup();
    const command = { action: 'route', path: '/x' };
    expect(listener({ origin: 'https://evil.example', source: parent, data: command })).toBeUndefined();
    expect(
      listener({ origin: 'https://portal.example.com.evil.example', source: parent, data: command }),
    ).toBeUndefined();
    expect(listener({ origin: 'http://portal.example.com', source: parent, data: command })).toBeUndefined();
    expect(listener({ origin: portal, source: {} as Window, data: command })).toBeUndefined();
    expect(listener({ origin: portal, source: null, data: command })).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('accepts nothing when no origin is configured', () => {
    const navigate = vi.fn();
    const parent = {} as Window;
    const listener = createBridgeListener({ allowedOrigins: [], parent, navigate, openWindow: vi.fn() });
    listener({ origin: portal, source: parent, data: { action: 'route', path: '/x' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    'not an object',
    null,
    [],
    { action: 'eval', code: 'alert(1)' },
    { action: 'open' },
    { action: 'open', url: 'javascript:alert(1)' },
    { action: 'open', url: ' JAVASCRIPT:alert(1)' },
    { action: 'open', url: 'data:text/html,<script>alert(1)</script>' },
    { action: 'open', url: '/relative/only' },
    { action: 'open', url: 'java\nscript:alert(1)' },
    { action: 'route', path: '//evil.example' },
    { action: 'route', path: '/\\evil.example' },
    { action: 'route', path: 'https://evil.example' },
    { action: 'route', path: 'agent/list' },
    { action: 'route', path: 42 },
  ])('drops the bad message %j', (data) => {
    const { parent, navigate, openWindow, listener } = setup();
    expect(listener({ origin: portal, source: parent, data })).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('bridge parsing', () => {
  it('parses PORTAL_ORIGINS into exact origins', () => {
    expect(parseOrigins(' https://portal.example.com/ , http://127.0.0.1:4311,not a url,ftp://x.example ')).toEqual([
      'https://portal.example.com',
      'http://127.0.0.1:4311',
    ]);
    expect(parseOrigins(undefined)).toEqual([]);
  });

  it('accepts only http(s) URLs and single-slash paths', () => {
    expect(safeExternalUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeExternalUrl('vbscript:x')).toBeUndefined();
    expect(safeInAppPath('/a/b')).toBe('/a/b');
    expect(safeInAppPath('//a')).toBeUndefined();
    expect(parseCommand({ action: 'route', path: '/x', extra: 1 })).toEqual({ action: 'route', path: '/x' });
  });
});

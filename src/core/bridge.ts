import { inAppPath } from './safeRedirect';
/**
 * The portal bridge: the console runs inside the portal's iframe and obeys two commands
 * posted to it, `{action: 'open', url}` and `{action: 'route', path}`. Every message is
 * untrusted: only exact allow-listed origins, only from the parent window, only the two
 * shapes, only http(s) URLs and in-app paths. Everything else is dropped silently.
 */
export type BridgeCommand = { action: 'open'; url: string } | { action: 'route'; path: string };

export interface BridgeOptions {
  /** Exact origins (scheme://host[:port]) the portal may post from. Empty: accept none. */
  allowedOrigins: readonly string[];
  /** The window allowed to send: the frame's parent. */
  parent: MessageEventSource | Window | null;
  navigate: (path: string) => void;
  openWindow: (url: string) => void;
}

/** Parses `PORTAL_ORIGINS` (comma-separated) into normalised exact origins. */
export function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  const origins = new Set<string>();
  for (const part of raw.split(',')) {
    const value = part.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null') origins.add(url.origin);
    } catch {
      // an unparsable entry grants nothing
    }
  }
  return Array.from(origins);
}

/** Plain http is for development builds only: a production console opens https alone. */
const HTTP_ALLOWED = process.env.NODE_ENV !== 'production';

/**
 * An absolute URL the portal may open, normalised: https (http too in a development
 * build); anything else (javascript:, data:, relative) is undefined.
 * @internal exported for its tests
 */
export function safeExternalUrl(raw: unknown, { allowHttp = HTTP_ALLOWED } = {}): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A path inside this app, normalised as a login `target` is (core/safeRedirect).
 * @internal exported for its tests
 */
export function safeInAppPath(raw: unknown): string | undefined {
  return inAppPath(raw);
}

/**
 * The command carried by a message, when its shape is exactly one of the two.
 * @internal exported for its tests
 */
export function parseCommand(data: unknown): BridgeCommand | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  if (message.action === 'open') {
    const url = safeExternalUrl(message.url);
    return url ? { action: 'open', url } : undefined;
  }
  if (message.action === 'route') {
    const path = safeInAppPath(message.path);
    return path ? { action: 'route', path } : undefined;
  }
  return undefined;
}

/** The `message` listener. Returns what it did, so tests (and logs) can tell. */
export function createBridgeListener(options: BridgeOptions) {
  const allowed = new Set(options.allowedOrigins);
  return (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>): BridgeCommand | undefined => {
    if (!allowed.has(event.origin)) return undefined;
    if (!options.parent || event.source !== options.parent) return undefined;
    const command = parseCommand(event.data);
    if (!command) return undefined;
    if (command.action === 'open') options.openWindow(command.url);
    else options.navigate(command.path);
    return command;
  };
}

/** Opens a URL in a new window that cannot reach back into the console. */
export function openDetached(url: string): void {
  const opened = window.open(url, '_blank', 'noopener,noreferrer');
  if (opened) opened.opener = null;
}

/**
 * Whether the console may show itself in the frames it is in: not framed at all, or every
 * ancestor is this origin or an allowed portal origin (`location.ancestorOrigins`, where the
 * browser has it). The CSP header's frame-ancestors says the same to the browser; this is
 * the console's own refusal, for a deployment that forgot the header.
 */
export function framingAllowed(options: {
  framed: boolean;
  ancestorOrigins: readonly string[] | undefined;
  selfOrigin: string;
  allowedOrigins: readonly string[];
}): boolean {
  if (!options.framed) return true;
  if (!options.ancestorOrigins) return true;
  return options.ancestorOrigins.every(
    (origin) => origin === options.selfOrigin || options.allowedOrigins.includes(origin),
  );
}

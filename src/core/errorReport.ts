/**
 * Errors reach the people who run the console: uncaught errors, unhandled rejections, a screen's
 * error boundary, chunk failures and failed calls, each with the version and the screen (the
 * path, never its query), scrubbed of anything that could be personal (long digit runs such as
 * phone, account or ID numbers, e-mail addresses, token-like strings), at most 300 characters.
 * Never a body, a token or typed text. Deduplicated (the same error within a minute counts up,
 * sent once), at most ten sent a minute, sent to Sentry where SENTRY_DSN was set at build time
 * (./sentrySink.ts), else as a beacon to ERROR_BEACON_URL; neither (the demo, by default): nowhere. The last twenty stay in memory for 诊断信息.
 */
import { config } from './config';
import { onCallFailure, recentCalls, type CallRecord } from './callLog';
import { onCaught } from './caught';
import { asChunkFailure } from './chunkError';
import { sendToSentry } from './sentrySink';
import { readToken } from './session';
import { checkVersion } from './version';

type ErrorKind = 'error' | 'rejection' | 'boundary' | 'chunk' | 'call';

interface ErrorEvent {
  kind: ErrorKind;
  message: string;
  endpoint?: string;
  code?: string;
  requestId?: string;
}

export interface ReportedError extends ErrorEvent {
  at: number;
  version: string;
  screen: string;
  /** How often it happened within the minute it was first sent. */
  count: number;
}

const KEPT = 20;
const SAME_WITHIN_MS = 60_000;
const SENT_PER_MINUTE = 10;
const MAX_MESSAGE = 300;

const recent: ReportedError[] = [];
/** The screen an error happened on: the router's path (the shell says how to read it). */
let screenOf = () => (typeof location === 'undefined' ? '' : location.pathname);
const sentAt: number[] = [];

/** A message as it may leave the browser. @internal exported for its tests */
export function scrub(text: string): string {
  // The session's own token whatever its form (a short opaque one too), then anything like one.
  const token = readToken();
  return (token ? text.split(token).join('<token>') : text)
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, '<email>')
    .replace(/[A-Za-z0-9+/_=-]{24,}/g, '<token>')
    .replace(/\d[\d\s-]{4,}\d/g, '<number>')
    .slice(0, MAX_MESSAGE);
}

function beacon(payload: ReportedError): void {
  if (!config.errorBeaconUrl || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  navigator.sendBeacon(config.errorBeaconUrl, new Blob([JSON.stringify(payload)], { type: 'application/json' }));
}

/** The build's sink: Sentry when a DSN was set, else the beacon (each nothing when unset). */
function deliver(payload: ReportedError): void {
  if (config.sentryDsn) void sendToSentry(payload, config.sentryDsn).catch(() => undefined);
  else beacon(payload);
}

/** @internal exported for its tests */
export function reportError(
  event: ErrorEvent,
  now = Date.now(),
  send: (payload: ReportedError) => void = deliver,
): void {
  const message = scrub(event.message);
  const screen = screenOf();
  const same = recent.find(
    (item) =>
      item.kind === event.kind &&
      item.message === message &&
      item.endpoint === event.endpoint &&
      item.code === event.code &&
      now - item.at < SAME_WITHIN_MS,
  );
  if (same) {
    same.count += 1;
    return;
  }
  const reported: ReportedError = { ...event, message, at: now, version: config.version, screen, count: 1 };
  recent.push(reported);
  if (recent.length > KEPT) recent.shift();
  while (sentAt.length > 0 && now - sentAt[0] >= 60_000) sentAt.shift();
  if (sentAt.length >= SENT_PER_MINUTE) return;
  sentAt.push(now);
  send(reported);
}

export function recentErrors(): readonly ReportedError[] {
  return [...recent];
}

/** At a sign-out: the next operator's 诊断信息 starts empty. */
export function clearErrors(): void {
  recent.length = 0;
  sentAt.length = 0;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'unknown';

/** A screen's error boundary caught `error`; a chunk that failed to load may mean a new version. */
function reportCaught(error: unknown): void {
  const chunk = asChunkFailure(error);
  if (chunk) void checkVersion();
  reportError(
    chunk
      ? { kind: 'chunk', message: `${chunk.kind} ${chunk.type} ${chunk.url}` }
      : { kind: 'boundary', message: messageOf(error) },
  );
}

let installed = false;

/** Listens for what nothing else caught, and for failed calls (once per page). */
export function installErrorReporting(screen?: () => string): void {
  if (screen) screenOf = screen;
  if (installed || typeof window === 'undefined') return;
  installed = true;
  onCaught(reportCaught);
  window.addEventListener('error', (event) => {
    const chunk = asChunkFailure(event.error);
    if (chunk) void checkVersion();
    reportError(
      chunk
        ? { kind: 'chunk', message: `${chunk.kind} ${chunk.url}` }
        : { kind: 'error', message: messageOf(event.error ?? event.message) },
    );
  });
  window.addEventListener('unhandledrejection', (event) => {
    // A failed call was reported as a call (and said by its notice); only the rest here.
    if ((event.reason as { name?: string } | undefined)?.name === 'ApiError') return;
    reportError({ kind: 'rejection', message: messageOf(event.reason) });
  });
  const reportCall = (call: CallRecord) =>
    reportError({ kind: 'call', message: '', endpoint: call.endpoint, code: call.code, requestId: call.requestId });
  // The calls that failed before the report loaded, then each one as it fails.
  for (const call of recentCalls()) if (call.code !== '200') reportCall(call);
  onCallFailure(reportCall);
}

import { storageOwner } from '@/core/owner';
import { preferenceKey } from '@/core/preferences';
import { EXPRESS_CODES, type ExpressCode, type Shipment } from '@/services/shipping';

/**
 * Where each operator's carrier per platform is kept: a preference of the person (platform ids
 * and carrier codes, nothing of an order), so it stays across sign-outs like the page size
 * (src/core/storagePolicy.ts), and another operator at the same PC has their own.
 */
const storageKey = () => preferenceKey(storageOwner(), 'carrier-by-platform');

function stored(): Record<string, ExpressCode> {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey()) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, ExpressCode] =>
        (EXPRESS_CODES as readonly unknown[]).includes(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/**
 * The carrier a print starts from: the one the operator last printed with for these rows'
 * platform, when they all belong to one platform that has one. Never a carrier read from a
 * row (a batch once took the 圆通 account that had just failed on one of its orders): with
 * no choice remembered, the operator chooses.
 */
export function rememberedCarrier(rows: Pick<Shipment, 'platformId'>[]): ExpressCode | undefined {
  const platforms = new Set(rows.map((row) => row.platformId));
  if (platforms.size !== 1) return undefined;
  return stored()[String([...platforms][0])];
}

/** Keeps the carrier a print was sent with for each platform of its rows. */
export function rememberCarrier(rows: Pick<Shipment, 'platformId'>[], carrier: ExpressCode): void {
  const next = stored();
  for (const row of rows) next[String(row.platformId)] = carrier;
  try {
    localStorage.setItem(storageKey(), JSON.stringify(next));
  } catch {
    // storage full or refused: the next print asks again
  }
}

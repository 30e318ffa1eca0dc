import { DEMO_SCREENS as DECLARED } from '@@/plugin-areas/demo';
import type { DemoScreen } from '@/screens';
import type { ScreenKey } from '@/services/screens';

export type { DemoAccount, DemoMenuGroup } from '@/screens';

/**
 * Each declared screen (src/screens.ts) in the demo backend: its menu entry and what each demo
 * account is granted, in menu order, written from the declaration by plugins/areas.ts.
 */
export const DEMO_SCREENS: Record<ScreenKey, DemoScreen> = DECLARED;

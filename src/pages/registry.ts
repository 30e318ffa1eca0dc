import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Access } from '@/access';
import type { PermissionAction } from '@/services/actions';
import { LOADERS as GENERATED_LOADERS } from '@@/plugin-areas/loaders';
import { SCREENS, type ScreenKey } from '@/services/screens';

/** A concrete screen behind a menu path. */
export interface ScreenEntry {
  component: LazyExoticComponent<ComponentType>;
  /** A flag of src/access.ts the operator must hold, besides the menu entry itself. */
  access?: Exclude<keyof Access, 'can'>;
  /** The permission action the screen's own list needs (src/services/screens.ts). */
  view?: PermissionAction;
}

/**
 * Each declared screen's code, its own chunk, loaded when first opened: written from the
 * screens' declaration (src/screens.ts, `page`) by plugins/areas.ts.
 */
const LOADERS: Record<ScreenKey, () => Promise<{ default: ComponentType }>> = GENERATED_LOADERS;

/** The one registry of screens, keyed by menu path. */
const BY_PATH = new Map<string, ScreenEntry>(
  (Object.keys(SCREENS) as ScreenKey[]).map((key) => {
    const screen: { path: string; view?: PermissionAction; adminOnly?: true } = SCREENS[key];
    return [
      screen.path,
      {
        component: lazy(LOADERS[key]),
        view: screen.view,
        access: screen.adminOnly ? 'canSeeAdmin' : undefined,
      },
    ];
  }),
);

/** The screen behind a menu path, if any (a menu path is data from the server). */
export const screenAt = (path: string): ScreenEntry | undefined => BY_PATH.get(path);

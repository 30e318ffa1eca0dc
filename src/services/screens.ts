import { SCREENS } from '@@/plugin-areas/screens';

/**
 * Every screen's menu path, the action its own list needs and its locale area: what every first
 * load needs of the screens' one declaration (src/screens.ts), written at setup and build by
 * plugins/areas.ts. Read by the registry, the palette, the records' links and the mock's menu.
 */
export { SCREENS };

export type ScreenKey = keyof typeof SCREENS;

/** Every screen's menu path, by key (links into a screen go through src/core/urlQuery.ts). */
export const SCREEN_PATH = Object.fromEntries(Object.entries(SCREENS).map(([key, screen]) => [key, screen.path])) as {
  readonly [Key in ScreenKey]: (typeof SCREENS)[Key]['path'];
};

export type ScreenPath = (typeof SCREENS)[ScreenKey]['path'];

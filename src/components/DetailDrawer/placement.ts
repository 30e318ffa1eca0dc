import { createContext, type ReactNode } from 'react';

/**
 * Where and with what a drawer opens, apart from the drawer itself (the layout reads these
 * without loading antd's Drawer, which comes with the first record opened).
 */

/** Drawers open below the header and the page tabs (src/global.less), which stay reachable. */
export const BELOW_TABS = 'console-below-tabs';

/**
 * What a host adds beside a drawer's own actions: a record opened over another screen offers
 * 在列表中查看 there (src/features/records).
 */
export const DrawerExtra = createContext<ReactNode>(null);

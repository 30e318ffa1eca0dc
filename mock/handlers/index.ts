import { authHandlers } from './auth';
import { menuHandlers } from './menus';
import { uploadHandlers } from './upload';

/** Every handler of the fake backend; the browser worker and the Node server share them. */
export const handlers = [...authHandlers, ...menuHandlers, ...uploadHandlers];

import { authHandlers } from './auth';
import { faultHandlers } from './faults';
import { menuHandlers } from './menus';
import { orderFilterHandlers, shippingHandlers } from './shipping';
import { uploadHandlers } from './upload';

/** Every handler of the fake backend; the browser worker and the Node server share them. */
export const handlers = [...faultHandlers, ...authHandlers, ...menuHandlers, ...shippingHandlers, ...orderFilterHandlers, ...uploadHandlers];

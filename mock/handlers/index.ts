import agent from './agent';
import auth from './auth';
import consumption from './consumption';
import finance from './finance';
import menus from './menus';
import orders from './orders';
import platform from './platform';
import risk from './risk';
import settlement from './settlement';
import shipping from './shipping';
import upload from './upload';

/**
 * Every handler of the fake backend, one file per services file (src/services/<area>.ts
 * -> mock/handlers/<area>.ts); the browser worker, the Node server of the tests and the
 * HTTP backend of `npm run serve:backend` share them.
 * @internal exported for its tests
 */
export const handlersByArea = {
  agent,
  auth,
  consumption,
  finance,
  menus,
  orders,
  platform,
  risk,
  settlement,
  shipping,
  upload,
};

export const handlers = Object.values(handlersByArea).flat();

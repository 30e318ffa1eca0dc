// Stands in for Umi's runtime plugin manager (umi/client/client/plugin.js, plugins/standIns.ts):
// the same code written for the browsers the console supports. Umi ships it compiled to ES5,
// whose two async paths bring Babel's regenerator runtime into every page. Same hooks, same
// order, same errors: tests/pure/standIns.test.ts runs both on the same plugins.
const assert = (value, message) => {
  if (!value) throw new Error(message);
};
const isPromiseLike = (value) => !!value && typeof value === 'object' && typeof value.then === 'function';

/** Each function is handed the one after it; the last runs first when called. */
function compose({ fns, args }) {
  if (fns.length === 1) return fns[0];
  const last = fns.pop();
  return fns.reduce((inner, outer) => () => outer(inner, args), last);
}

export const ApplyPluginsType = { compose: 'compose', modify: 'modify', event: 'event' };

export class PluginManager {
  hooks = {};

  constructor(opts) {
    this.opts = opts;
  }

  register(plugin) {
    assert(plugin.apply, 'plugin register failed, apply must supplied');
    for (const key of Object.keys(plugin.apply)) {
      assert(
        this.opts.validKeys.indexOf(key) > -1,
        `register failed, invalid key ${key} ${plugin.path ? `from plugin ${plugin.path}` : ''}.`,
      );
      this.hooks[key] = (this.hooks[key] || []).concat(plugin.apply[key]);
    }
  }

  getHooks(keyWithDot) {
    const [key, ...memberKeys] = keyWithDot.split('.');
    const hooks = this.hooks[key] || [];
    if (!memberKeys.length) return hooks;
    return hooks
      .map((hook) => {
        try {
          return memberKeys.reduce((value, memberKey) => value[memberKey], hook);
        } catch {
          return null;
        }
      })
      .filter(Boolean);
  }

  applyPlugins({ key, type, initialValue, args, async }) {
    const hooks = this.getHooks(key) || [];
    if (args) assert(typeof args === 'object', 'applyPlugins failed, args must be plain object.');
    if (async)
      assert(
        type === ApplyPluginsType.modify || type === ApplyPluginsType.event,
        'async only works with modify and event type.',
      );
    switch (type) {
      case ApplyPluginsType.modify:
        if (async)
          return hooks.reduce(
            async (memo, hook) => {
              assert(
                typeof hook === 'function' || typeof hook === 'object' || isPromiseLike(hook),
                `applyPlugins failed, all hooks for key ${key} must be function, plain object or Promise.`,
              );
              const value = await memo;
              if (typeof hook === 'function') return hook(value, args);
              return { ...value, ...(await hook) };
            },
            isPromiseLike(initialValue) ? initialValue : Promise.resolve(initialValue),
          );
        return hooks.reduce((memo, hook) => {
          assert(
            typeof hook === 'function' || typeof hook === 'object',
            `applyPlugins failed, all hooks for key ${key} must be function or plain object.`,
          );
          return typeof hook === 'function' ? hook(memo, args) : { ...memo, ...hook };
        }, initialValue);
      case ApplyPluginsType.event:
        // Every hook is called at once unless async; the answer is a promise either way.
        return (async () => {
          for (const hook of hooks) {
            assert(typeof hook === 'function', `applyPlugins failed, all hooks for key ${key} must be function.`);
            const result = hook(args);
            if (async && isPromiseLike(result)) await result;
          }
        })();
      case ApplyPluginsType.compose:
        return () => compose({ fns: hooks.concat(initialValue), args })();
    }
    return undefined;
  }

  static create(opts) {
    const manager = new PluginManager({ validKeys: opts.validKeys });
    opts.plugins.forEach((plugin) => manager.register(plugin));
    return manager;
  }
}

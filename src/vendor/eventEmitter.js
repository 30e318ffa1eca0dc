/**
 * Stands in, at build time, for the `event-emitter` package that Umi's locale plugin uses for
 * one event (the language changed): `new EventEmitter()`, then on, off and emit. The real
 * package brings es5-ext, d and type with it (about 1 KiB gzip on every page).
 *
 * Plain JavaScript: it replaces a module of node_modules and gets its loaders.
 */
export default function EventEmitter() {
  const listeners = new Map();
  return {
    on(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return this;
    },
    off(type, listener) {
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((one) => one !== listener),
      );
      return this;
    },
    emit(type, ...args) {
      for (const listener of listeners.get(type) ?? []) listener.apply(this, args);
    },
  };
}

/**
 * jsdom made to behave like the browser antd 6 expects, in one place, before antd loads (the
 * first setup file: antd's motion library reads the DOM when it is first imported).
 */

// antd 6's components (@rc-component/util useId) give every element the same id, 'test-id',
// whenever NODE_ENV is 'test', which vitest sets. The Esc stack of dialogs and drawers keys
// on that id: closing an edit drawer then dropped the drawer beneath it from the stack, and
// Esc closed nothing. The ids the browser gets, here too.
process.env.NODE_ENV = 'development';

// jsdom lists the CSS animation properties but never runs an animation or fires its end
// event. @rc-component/motion (antd 6) takes the property names as support and waits for
// that event: a closed dialog or drawer then stays mounted and "open" (its portal keeps the
// top of the Esc stack). Without the properties it sees no animation support and closes at
// once, as rc-motion under antd 5 did here.
for (
  let proto = Object.getPrototypeOf(document.createElement('div').style);
  proto;
  proto = Object.getPrototypeOf(proto)
)
  for (const name of ['animation', 'WebkitAnimation']) if (Object.hasOwn(proto, name)) delete proto[name];

// jsdom has no ResizeObserver, and antd 6 no longer brings a polyfill (antd 5 did): every
// table, tab bar and overflow list observes its size. jsdom lays nothing out, so nothing
// ever resizes: an observer that never reports is exactly what a browser would do here.
if (!('ResizeObserver' in window)) {
  class InertResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: InertResizeObserver });
  Object.assign(globalThis, { ResizeObserver: InertResizeObserver });
}

// jsdom lacks matchMedia, which antd's grid and ProLayout ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom has no layout; antd's scroll helpers call this.
window.scrollTo = () => undefined;

// Uploads: the code under test builds a FormData and umi-request hands it to fetch. Under
// jsdom, FormData is jsdom's, which Node's fetch (the one that reaches msw here) cannot
// encode; in a browser both are native. So FormData is Node's, and jsdom's files get the
// `stream()` Node's encoder reads them with. The bytes that arrive are the file's own.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { FormData: NodeFormData });
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    });
  } as Blob['stream'];
}

export {};

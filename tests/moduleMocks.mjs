/**
 * The jsdom test files that replace a module with `vi.mock`. The unit and component projects keep
 * one module graph per worker across files (`isolate: false`, vitest.config.mts), so such a
 * file's stand-in would stay for the files after it, or come too late for a module they loaded:
 * these run in a project of their own, isolated. Lint refuses `vi.mock` in any other jsdom file.
 */
export const FILES_WITH_MODULE_MOCKS = ['tests/component/rowRenders.test.tsx'];

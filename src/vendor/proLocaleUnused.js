/**
 * Stand-in for ProComponents' messages in a language the console does not speak
 * (plugins/standIns.ts): `@ant-design/pro-provider` bundles 33 languages into every screen
 * (about 10 KiB gzip); the console speaks zh-CN and en-US. An empty table makes
 * pro-provider fall back to its Chinese messages, as it does for any key a language lacks.
 */
export default {};

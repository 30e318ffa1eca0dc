import { EN_US_AREAS } from '@@/plugin-areas/messages';
import type { Messages } from '@/locales/zh-CN';

/** English, loaded on demand (src/adapters/locale.ts); each area's file has the same keys as its zh-CN file; the areas gathered by plugins/areas.ts. */
const enUS: Messages = EN_US_AREAS;

export default enUS;

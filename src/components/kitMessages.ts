/**
 * The kit's and the list's Chinese messages, registered when the first screen's chunk
 * loads (each kit module imports this file): the login page carries none of them.
 */
import { addScreenMessages } from '@/adapters/intl';
import kit from '@/locales/zh-CN/kit';
import list from '@/locales/zh-CN/list';

addScreenMessages({ ...kit, ...list });

/** The records' messages, registered with the first module of a record's view (not the login page's). */
import { addScreenMessages } from '@/adapters/intl';
import recordsMessages from '@/locales/zh-CN/records';

addScreenMessages(recordsMessages);

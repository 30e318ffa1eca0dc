import type { Messages } from '@/locales/zh-CN/outcome';

/** The unknown-outcome panel (components/Outcome/Panel.tsx, loaded after a lost answer). */
const messages: Messages = {
  'outcome.checking': 'Outcome unknown: checking',
  'outcome.checking.body':
    'No answer came back from the server; the action may have taken effect. Reading the actual state again; please do not repeat the action until then.',
  'outcome.unchecked': 'Outcome unknown: cannot check right now',
  'outcome.unchecked.body':
    'Reading the state again failed too ({reason}). Check again later; a resend carries the same request key, so the server applies it once.',
  'outcome.applied': 'Checked: the action took effect',
  'outcome.applied.body': 'The server carried out this action; there is nothing to resend.',
  'outcome.notApplied': 'Checked: the action did not take effect',
  'outcome.notApplied.body':
    'The server has no record of this action. You can resend it: it carries the same request key and cannot happen twice.',
};

export default messages;

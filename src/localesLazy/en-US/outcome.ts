import type { Messages } from '@/locales/zh-CN/outcome';

/** The unknown-outcome panel (components/outcome/OutcomePanel.tsx, loaded after a lost answer). */
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
  'outcome.applied.kept':
    'The request key of this action is kept: sending the same values again only returns this result; nothing happens twice.',
  'outcome.replayed': 'Already done earlier',
  'outcome.replayed.body':
    'The same values took effect at {time}{ref}. The server returned that result; nothing happened this time.',
  'outcome.repeat': 'The same {what} took effect at {time}{ref}',
  'outcome.repeat.body':
    'Nothing was sent. If you really mean to send the same {what} again, use the button below; otherwise cancel or go back.',
  'intent.ref': ', record {ref}',
  'intent.ref.deduct': ', flow {ref}',
  'intent.ref.recharge': ', recharge {ref}',
  'intent.ref.print': ', {ref}',
};

export default messages;

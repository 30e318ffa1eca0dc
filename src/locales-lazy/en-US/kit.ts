import type { Messages } from '@/locales/zh-CN/kit';

/** The screen kit (src/components): cells, forms, money input, upload field. */
const messages: Messages = {
  'cell.copy': 'Copy {value}',
  'cell.copied': 'Copied {value}',
  'cell.copyFailed': 'Could not copy; select the text and copy it by hand',
  'form.submit': 'Submit',
  'form.cancel': 'Cancel',
  'form.back': 'Back to edit',
  'form.refused': 'Not saved. Everything you entered is still here; correct it and submit again.',
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
  'outcome.recheck': 'Check again',
  'outcome.resend': 'Resend',
  'outcome.close': 'Done',
  'money.placeholder': '0.00',
  'money.format': '{label} takes an amount in digits, e.g. 1234.50',
  'money.decimals': '{label} takes at most two decimals',
  'money.notPositive': '{label} must be more than 0',
  'money.tooSmall': '{label} cannot be less than {min}',
  'money.tooLarge': '{label} cannot exceed {max}',
  'percent.format': '{label} takes a number, such as 5.5',
  'percent.decimals': '{label} takes at most two decimals',
  'percent.range': '{label} must be between {min}% and {max}%',
  'notes.add': 'Add',
  'notes.added': 'Added',
  'notes.empty': 'Nothing yet',
  'notes.placeholder': 'What happened, what comes next',
  'notes.tooLong': 'At most {max} characters',
  'options.agents.failed': 'Agents could not be loaded',
  'options.platforms.failed': 'Platforms could not be loaded',
  'upload.pick': 'Choose file',
  'upload.preview': 'Preview',
  'upload.required': 'Please upload {label}',
  'upload.type.image': '"{name}" is not an image: PNG, JPG, GIF or WebP only',
  'upload.type.voucher': '"{name}" is not supported: images or PDF only',
  'upload.type.setting': '"{name}" is not supported: images or PDF only',
  'upload.size': '"{name}" is larger than {max} MB; compress it and try again',
  'upload.hint.image': 'Images (PNG, JPG, GIF, WebP), up to {max}, {size} MB each',
  'upload.hint.voucher': 'Images or PDF, up to {max}, {size} MB each',
  'upload.hint.setting': 'Images or PDF, up to {max}, {size} MB each',
};

export default messages;

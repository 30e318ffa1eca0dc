import type { Messages } from '@/locales/zh-CN/risk';

const messages: Messages = {
  'risk.title': 'Risk settings',
  'risk.platform': 'Platform',
  'risk.platform.placeholder': 'Choose a platform',
  'risk.pick': 'Choose a platform to see and change its risk settings',
  'risk.loadFailed': 'Risk settings could not be loaded: {reason}',
  'risk.field.autoApproveRatio': 'Auto-approve share',
  'risk.field.autoApproveRatio.extra': 'Share of orders with a passing score approved automatically',
  'risk.field.manualReviewRatio': 'Manual review share',
  'risk.field.manualReviewRatio.extra': 'Share sent to manual review; with auto-approve at most 100 %',
  'risk.field.minCreditScore': 'Lowest credit score',
  'risk.field.minCreditScore.extra': 'A whole number from 350 to 950; below it orders are rejected',
  'risk.field.minCreditScore.invalid': 'The lowest credit score is a whole number from {min} to {max}',
  'risk.field.depositRatio': 'Deposit share',
  'risk.field.depositRatio.extra': 'Deposit asked below the lowest score',
  'risk.cross.sum': 'Auto-approve and manual review together cannot exceed 100 % (now {sum} %)',
  'risk.updated': 'Last changed {time} by {operator}',
  'risk.changes': '{count} changes to save',
  'risk.noChanges': 'No changes',
  'risk.save': 'Save',
  'risk.reset': 'Undo changes',
  'risk.saved': 'Risk settings of "{name}" saved',
  'risk.leave.title': 'Unsaved changes',
  'risk.leave.body': 'Leaving discards {count} changes to the risk settings of "{name}".',
  'risk.leave.ok': 'Discard and leave',
  'risk.leave.stay': 'Stay',
};

export default messages;

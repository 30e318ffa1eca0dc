import { useCan } from '@/components/Permission';

/** Who may review a 待审核 agent: 审核通过 and 驳回 are each their own permission action. */
export function useReviewRights() {
  const approve = useCan('agent:approve');
  const reject = useCan('agent:reject');
  return { approve, reject, any: approve || reject };
}
